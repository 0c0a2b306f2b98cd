/**
 * The config stage: read site.config.json, validate it, and either return the
 * resolved config or fail once with every problem in the file.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { DiagnosticError, error, throwIfErrors, type Diagnostic } from '../diagnostics/diagnostic.js';
import { textProblem } from '../files/read-text-file.js';
import { issuesToDiagnostics } from './issues-to-diagnostics.js';
import { formatPath, JsonSyntaxError, parseJsonWithPositions, type JsonDocument } from '../files/json-positions.js';
import { siteConfigSchema } from './schema.js';
import type { ResolvedConfig } from './types.js';

const starter = '{ "title": "My site", "url": "https://example.com" }';

/** The config file a site folder holds unless --config names another. */
export const DEFAULT_CONFIG = 'site.config.json';

/** Reads and validates `configPath` (relative to `siteDir`), throwing one DiagnosticError with every problem found. */
export async function loadConfig(siteDir: string, configPath = DEFAULT_CONFIG): Promise<ResolvedConfig> {
  const root = path.resolve(siteDir);
  const configFile = path.resolve(root, configPath);
  const file = displayPath(root, configFile);
  let text: string;
  try {
    const bytes = await readFile(configFile);
    // Invalid bytes would otherwise turn silently into U+FFFD in the title or a URL.
    const bad = textProblem(bytes, file);
    if (bad) throw new DiagnosticError([bad]);
    text = bytes.toString('utf8');
  } catch (cause) {
    if (cause instanceof DiagnosticError) throw cause;
    const code = (cause as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ENOTDIR') {
      throw new DiagnosticError([
        error('config/missing-file', `No config file at ${file}${file === configFile ? '' : ` (looked for ${configFile})`}`, {
          file,
          hint:
            configPath === DEFAULT_CONFIG
              ? `Create ${file} in the site folder with at least ${starter}, or name another config file with --config <file> (and the site folder with --site-dir <dir>).`
              : 'Check the path given to --config: it is read from the current folder.',
        }),
      ]);
    }
    if (code === 'EISDIR') {
      throw new DiagnosticError([
        error('config/missing-file', `${file} is a folder, not a config file`, { file, hint: 'Pass the path of the JSON config file itself.' }),
      ]);
    }
    if (code === 'EACCES' || code === 'EPERM') {
      throw new DiagnosticError([
        error('config/unreadable', `cannot read ${file}: permission denied`, {
          file,
          hint: 'Let the user who runs docs read the config file (its permissions, or its owner).',
        }),
      ]);
    }
    // I/O failures are not a mistake in the config; keep the cause for the chain.
    throw new Error(`Could not read the config file ${configFile}`, { cause });
  }
  return loadConfigFromText(text, file, root);
}

/** Validates the text of a config file; `file` (relative to `siteDir`) names it in diagnostics. */
export function loadConfigFromText(text: string, file: string, siteDir: string): ResolvedConfig {
  const root = path.resolve(siteDir);
  let doc: JsonDocument;
  try {
    doc = parseJsonWithPositions(text);
  } catch (cause) {
    if (!(cause instanceof JsonSyntaxError)) throw cause;
    // Nothing past a syntax error can be trusted, so it is the only diagnostic.
    throw new DiagnosticError([
      error('config/invalid-json', `Invalid JSON: ${cause.message}`, {
        file,
        line: cause.line,
        column: cause.column,
        ...(cause.hint ? { hint: cause.hint } : {}),
      }),
    ]);
  }

  const diagnostics: Diagnostic[] = doc.duplicateKeys.map(({ path: keyPath, first, again }) =>
    error('config/duplicate-key', `Duplicate key \`${formatPath(keyPath)}\`: already set at line ${first.line}, column ${first.column}`, {
      file,
      line: again.line,
      column: again.column,
      hint: 'Keep one of the two; JSON keeps only the last value, so the first one would be silently ignored.',
    }),
  );
  const result = siteConfigSchema.safeParse(doc.value);
  if (!result.success) diagnostics.push(...issuesToDiagnostics(result.error.issues, doc, file));
  // Reading order: the file from top to bottom, whatever order the checks ran in.
  diagnostics.sort((a, b) => (a.line ?? 0) - (b.line ?? 0) || (a.column ?? 0) - (b.column ?? 0));
  throwIfErrors(diagnostics);
  if (!result.success) throw new Error('Internal error: the config schema rejected the file without saying why');
  return { ...result.data, siteDir: root, configFile: path.resolve(root, file) };
}

/** The path to show for the config file: relative to the site when inside it, with forward slashes. */
function displayPath(siteDir: string, configFile: string): string {
  const relative = path.relative(siteDir, configFile);
  if (!relative || relative.startsWith('..') || path.isAbsolute(relative)) return configFile;
  return relative.split(path.sep).join('/');
}
