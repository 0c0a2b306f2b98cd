/**
 * Reads a sidebars file the way Docusaurus sites write them: JSON, or a JavaScript or
 * TypeScript module (`.js`, `.cjs`, `.mjs`, `.ts`, `.mts`, `.cts`) whose default export (or
 * `module.exports`) is the object of sidebars. Modules are compiled with esbuild and run in
 * this process, with `require` resolving from the file's own folder, so a sidebars file may
 * import its own helpers and the site's packages.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import vm from 'node:vm';
import type { BuildFailure, Message } from 'esbuild';
import { loadEsbuild } from '../files/load-esbuild.js';
import { error, type Diagnostic } from '../diagnostics/diagnostic.js';
import { describeTimeLimit, runWithTimeLimit, TIME_LIMIT_VARIABLE, TimeLimitError } from '../diagnostics/time-limit.js';
import { toPosix } from '../files/walk.js';

/** The extensions a sidebars file may have. */
export const SIDEBAR_FILE_EXTENSIONS = ['.json', '.js', '.cjs', '.mjs', '.ts', '.mts', '.cts'];

/** A loaded sidebars file: the sidebars by name and the file's text (to point diagnostics at lines). */
export interface SidebarsFile {
  sidebars: Record<string, unknown>;
  source: string;
}

const RULE = 'sidebar/invalid-file';
const shape = 'an object of sidebars by name, e.g. { docs: ["intro", { type: "category", label: "Guides", items: [...] }] }';

/** Loads a sidebars file; a problem is added to `diagnostics` and gives undefined. */
export function loadSidebarsFile(file: string, siteDir: string, diagnostics: Diagnostic[]): SidebarsFile | undefined {
  const rel = toPosix(path.relative(siteDir, file));
  const ext = path.extname(file).toLowerCase();
  let source: string;
  try {
    source = readFileSync(file, 'utf8');
  } catch (e) {
    diagnostics.push(error(RULE, `cannot read the sidebars file: ${(e as Error).message}`, { file: rel, hint: 'Check docs.sidebarPath in site.config.json.' }));
    return undefined;
  }
  if (!SIDEBAR_FILE_EXTENSIONS.includes(ext)) {
    diagnostics.push(
      error(RULE, `a sidebars file must be ${SIDEBAR_FILE_EXTENSIONS.join(', ')}; received "${path.basename(file)}"`, {
        file: rel,
        hint: 'Rename the file, or point docs.sidebarPath at the sidebars file.',
      }),
    );
    return undefined;
  }
  let value: unknown;
  if (ext === '.json') {
    try {
      value = JSON.parse(source);
    } catch (e) {
      diagnostics.push(
        error(RULE, `the sidebars file is not valid JSON: ${(e as Error).message}`, { file: rel, line: 1, column: 1, hint: `The file holds ${shape}.` }),
      );
      return undefined;
    }
  } else {
    const loaded = evaluateModule(file, rel, siteDir, diagnostics);
    if (!loaded.ok) return undefined;
    value = loaded.value;
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) {
    diagnostics.push(
      error(RULE, `the sidebars file must give ${shape}; it gives ${Array.isArray(value) ? 'a list' : value === null ? 'null' : typeof value}`, {
        file: rel,
        line: 1,
        column: 1,
        hint:
          ext === '.json'
            ? 'Wrap the items in an object keyed by sidebar name.'
            : 'Export the object: `export default { docs: [...] }` or `module.exports = { docs: [...] }`.',
      }),
    );
    return undefined;
  }
  return { sidebars: value as Record<string, unknown>, source };
}

function evaluateModule(file: string, rel: string, siteDir: string, diagnostics: Diagnostic[]): { ok: true; value: unknown } | { ok: false } {
  const code = compileModule(file, rel, siteDir, diagnostics);
  if (code === undefined) return { ok: false };
  const module = { exports: {} as Record<string, unknown> };
  try {
    const wrapper = vm.runInThisContext(`(function (exports, require, module, __filename, __dirname, __sidebarsFileUrl) {${code}\n})`, { filename: file });
    // A module that never returns is stopped at the time limit instead of hanging the build.
    runWithTimeLimit(() => wrapper(module.exports, createRequire(file), module, file, path.dirname(file), pathToFileURL(file).href));
  } catch (e) {
    diagnostics.push(runFailure(e, rel));
    return { ok: false };
  }
  const exported = module.exports;
  // `export default {...}` compiles to exports.default; `module.exports = {...}` is the object itself.
  const value = exported && typeof exported === 'object' && '__esModule' in exported && 'default' in exported ? exported.default : exported;
  if (value && typeof (value as Promise<unknown>).then === 'function') {
    diagnostics.push(
      error(RULE, 'the sidebars file exports a promise; the sidebars must be a plain object', {
        file: rel,
        line: 1,
        column: 1,
        hint: 'Compute the sidebars synchronously and export the object.',
      }),
    );
    return { ok: false };
  }
  return { ok: true, value };
}

/** Compiles a sidebars module to CommonJS; its syntax errors go to `diagnostics` and give undefined. */
function compileModule(file: string, rel: string, siteDir: string, diagnostics: Diagnostic[]): string | undefined {
  try {
    const result = loadEsbuild().buildSync({
      entryPoints: [file],
      bundle: true,
      // The site's packages are required at run time from the file's folder, not inlined.
      packages: 'external',
      platform: 'node',
      format: 'cjs',
      target: 'node20',
      write: false,
      logLevel: 'silent',
      define: { 'import.meta.url': '__sidebarsFileUrl' },
    });
    return result.outputFiles[0]!.text;
  } catch (e) {
    const failure = e as BuildFailure;
    const messages: Message[] = failure.errors ?? [];
    if (messages.length === 0) throw new Error(`Could not compile the sidebars file ${file}`, { cause: e });
    for (const m of messages) {
      diagnostics.push(
        error(RULE, `the sidebars file does not compile: ${m.text}`, {
          file: m.location ? toPosix(path.relative(siteDir, path.resolve(m.location.file))) : rel,
          line: m.location?.line,
          column: m.location ? m.location.column + 1 : undefined,
          hint: 'Fix the syntax of the sidebars module; it is compiled as TypeScript/JavaScript with esbuild.',
        }),
      );
    }
    return undefined;
  }
}

/** What running a sidebars module that threw, or never returned, becomes. */
function runFailure(e: unknown, rel: string): Diagnostic {
  if (e instanceof TimeLimitError) {
    return error('code/time-limit', `the sidebars file did not finish within ${describeTimeLimit(e.ms)}: its code never returns (an endless loop?)`, {
      file: rel,
      hint: `The module runs once to produce the sidebars object; fix the loop. ${TIME_LIMIT_VARIABLE} sets the limit in milliseconds (30 s by default).`,
    });
  }
  return error(RULE, `the sidebars file failed while running: ${(e as Error).message}`, {
    file: rel,
    line: 1,
    column: 1,
    hint: 'The module runs once at build time to produce the sidebars object; fix the error it throws.',
  });
}
