import path from 'node:path';
import { configKeyPosition } from '../config/key-position.js';
import type { ResolvedConfig } from '../config/types.js';
import { DiagnosticError, error } from '../diagnostics/diagnostic.js';

/** Where the output folder was named: the `--out-dir` flag, or `outDir` in the config (set or by default). */
export interface OutDirOrigin {
  flag: boolean;
  /** The folder as written (relative to the site folder unless absolute). */
  value: string;
}

/**
 * A `config/unsafe-out-dir` error about the output folder: it names the flag, or the config key
 * at its line (or says the folder is the default), then `reason`, and `hint` says how to fix it.
 */
export function outDirError(config: ResolvedConfig, origin: OutDirOrigin, reason: string, hint: string): DiagnosticError {
  if (origin.flag) return new DiagnosticError([error('config/unsafe-out-dir', `--out-dir ${origin.value} ${reason}`, { hint })]);
  const at = configKeyPosition(config.configFile, ['outDir']);
  const subject = `\`outDir\` ${JSON.stringify(origin.value)}${at ? '' : ' (the default)'}`;
  const file = path.relative(config.siteDir, config.configFile).split(path.sep).join('/');
  return new DiagnosticError([error('config/unsafe-out-dir', `${subject} ${reason}`, { file, ...at, hint })]);
}

/** How to name another output folder, for the flag or the config key. */
export function otherFolderHint(origin: OutDirOrigin): string {
  return origin.flag
    ? 'Pass --out-dir a folder of its own that holds no part of the site, such as dist.'
    : 'Set outDir to a folder of its own that holds no part of the site, such as "dist" (the default).';
}
