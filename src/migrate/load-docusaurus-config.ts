import { build, type Message } from 'esbuild';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { DiagnosticError, error } from '../diagnostics/diagnostic.js';
import { runAsyncWithTimeLimit } from '../diagnostics/async-time-limit.js';
import { describeTimeLimit, TIME_LIMIT_VARIABLE, TimeLimitError } from '../diagnostics/time-limit.js';
import { locationDefines } from '../files/script-location.js';
import { ownFileLocations } from './config-file-locations.js';
import { configModules, requireRuntime, type ModuleMode } from './config-modules.js';
import { STUB_RUNTIME, stubOrigin } from './config-stubs.js';

/** The config file names Docusaurus looks for, in its order. */
export const DOCUSAURUS_CONFIG_FILES = [
  'docusaurus.config.ts',
  'docusaurus.config.mts',
  'docusaurus.config.js',
  'docusaurus.config.mjs',
  'docusaurus.config.cjs',
];

/** A Docusaurus config, evaluated, with its source text for finding the line of a key. */
export interface DocusaurusConfigFile {
  file: string;
  source: string;
  config: Record<string, unknown>;
  /** Why the config was evaluated with stand-ins for every package (one of its installed packages made it throw). */
  fellBack?: string;
}

/** Finds the Docusaurus config of a site folder, or throws a diagnostic naming the files looked for. */
export function findDocusaurusConfig(siteDir: string): string {
  for (const name of DOCUSAURUS_CONFIG_FILES) {
    const file = path.join(siteDir, name);
    if (existsSync(file)) return file;
  }
  throw new DiagnosticError([
    error('migrate/no-config', `${siteDir} has no Docusaurus config`, {
      hint: `Name the folder of a Docusaurus site: one with ${DOCUSAURUS_CONFIG_FILES.join(', ')}.`,
    }),
  ]);
}

/**
 * Evaluates a Docusaurus config the way Docusaurus would see it: bundled with esbuild (so .ts,
 * ESM and CommonJS configs all load; type imports vanish), run from a temp file with `require`,
 * `__dirname` and `import.meta.url` of each file's own folder. A config that exports a function
 * is called, as Docusaurus does. Packages installed in the site are loaded as they are; should
 * one of them make the config throw, it is evaluated again with stand-ins for every package,
 * and `fellBack` says why.
 */
export async function loadDocusaurusConfig(siteDir: string, cwd = process.cwd()): Promise<DocusaurusConfigFile> {
  const file = findDocusaurusConfig(siteDir);
  const source = readFileSync(file, 'utf8');
  const rel = path.relative(cwd, file) || file;
  try {
    return { file, source, config: await evaluate(file, rel, cwd, 'installed') };
  } catch (e) {
    if (!(e instanceof DiagnosticError) || e.diagnostics[0]?.rule !== 'migrate/config-error') throw e;
    try {
      const config = await evaluate(file, rel, cwd, 'stubs');
      return { file, source, config, fellBack: e.diagnostics[0]!.message };
    } catch {
      throw e;
    }
  }
}

/** Bundles and runs the config once, with its packages loaded or all replaced by stand-ins. */
async function evaluate(file: string, rel: string, cwd: string, mode: ModuleMode): Promise<Record<string, unknown>> {
  const code = await bundleConfig(file, rel, cwd, mode);
  const dir = mkdtempSync(path.join(os.tmpdir(), 'docs-migrate-'));
  const out = path.join(dir, 'docusaurus.config.mjs');
  writeFileSync(out, code);
  try {
    // A config that never returns (an endless loop at its top level or in its function) is stopped at the time limit.
    const config = await runAsyncWithTimeLimit(async () => {
      const mod = (await import(pathToFileURL(out).href)) as { default?: unknown };
      const exported = mod.default;
      return typeof exported === 'function' && !stubOrigin(exported) ? await (exported as () => unknown)() : exported;
    });
    if (typeof config === 'object' && config !== null && !stubOrigin(config)) return config as Record<string, unknown>;
  } catch (e) {
    if (e instanceof TimeLimitError) throw timeLimitFailure(rel, e.ms);
    throw new DiagnosticError([
      error('migrate/config-error', `evaluating the config threw: ${(e as Error).message ?? e}`, {
        file: rel,
        hint: 'The config must run with Node alone; read environment variables with defaults, and run docs migrate again.',
      }),
    ]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  throw new DiagnosticError([
    error('migrate/config-export', 'the config exports no config object', {
      file: rel,
      hint: 'Export the config as Docusaurus expects: `export default config` or `module.exports = config`.',
    }),
  ]);
}

/**
 * Loads a module the config names by path (a local plugin), bundled as the config is, with
 * stand-ins for every package (or, with `installed`, for the missing ones and Docusaurus'
 * own), and returns what it exports (CommonJS `module.exports` as it is). Throws whatever its
 * evaluation throws; stopped at the time limit like the config.
 */
export async function loadModuleWithStandIns(file: string, cwd = process.cwd(), mode: ModuleMode = 'stubs'): Promise<unknown> {
  const code = await bundleConfig(file, path.relative(cwd, file) || file, cwd, mode);
  const dir = mkdtempSync(path.join(os.tmpdir(), 'docs-migrate-'));
  const out = path.join(dir, 'module.mjs');
  writeFileSync(out, code);
  try {
    return await runAsyncWithTimeLimit(async () => ((await import(pathToFileURL(out).href)) as { default?: unknown }).default);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The diagnostic of a config whose evaluation was stopped at the time limit. */
function timeLimitFailure(rel: string, ms: number): DiagnosticError {
  return new DiagnosticError([
    error('code/time-limit', `evaluating the config did not finish within ${describeTimeLimit(ms)}: its code never returns (an endless loop?)`, {
      file: rel,
      hint: `Fix the loop in the config or in what it imports. ${TIME_LIMIT_VARIABLE} sets the limit in milliseconds (30 s by default).`,
    }),
  ]);
}

/** The config and what it imports, as one ES module that runs from any folder. */
async function bundleConfig(file: string, rel: string, cwd: string, mode: ModuleMode): Promise<string> {
  try {
    const result = await build({
      entryPoints: [file],
      bundle: true,
      write: false,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      logLevel: 'silent',
      // Each file of the site has its own location; the config's is the default for the rest.
      plugins: [configModules(file, mode), ownFileLocations()],
      define: locationDefines(file),
      banner: { js: STUB_RUNTIME + requireRuntime(file, mode) },
    });
    return result.outputFiles[0]!.text;
  } catch (e) {
    const errors = (e as { errors?: Message[] }).errors;
    if (!Array.isArray(errors)) throw e;
    throw new DiagnosticError(
      errors.map((m) =>
        error('migrate/config-syntax', m.text, {
          file: m.location ? path.relative(cwd, path.resolve(m.location.file)) : rel,
          line: m.location?.line,
          column: m.location ? m.location.column + 1 : undefined,
          hint: 'The Docusaurus config must compile as it does for Docusaurus; fix the error and run docs migrate again.',
        }),
      ),
    );
  }
}
