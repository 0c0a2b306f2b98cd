import { build, type Message, type Plugin } from 'esbuild';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { DiagnosticError, error } from '../diagnostics/diagnostic.js';

/** The config file names Docusaurus looks for, in its order. */
export const DOCUSAURUS_CONFIG_FILES = ['docusaurus.config.ts', 'docusaurus.config.mts', 'docusaurus.config.js', 'docusaurus.config.mjs', 'docusaurus.config.cjs'];

/** A Docusaurus config, evaluated, with its source text for finding the line of a key. */
export interface DocusaurusConfigFile {
  file: string;
  source: string;
  config: Record<string, unknown>;
}

const STUB = Symbol.for('docs.migrate.stub');

/** The package path a stub stands for ("prism-react-renderer" or "prism-react-renderer.themes.github"), or undefined for a real value. */
export function stubOrigin(value: unknown): string | undefined {
  if ((typeof value !== 'object' && typeof value !== 'function') || value === null) return undefined;
  try {
    const origin = (value as Record<symbol, unknown>)[STUB];
    return typeof origin === 'string' ? origin : undefined;
  } catch {
    return undefined;
  }
}

// The runtime of a stub module, prepended to the bundle: any property of a stub is a stub, and
// calling one gives a stub, so `themes.github` or `require('remark-math')` evaluate without the package.
const STUB_RUNTIME = `
const __docsStub = (origin) => new Proxy(function () {}, {
  get(_t, key) {
    if (key === Symbol.for('docs.migrate.stub')) return origin;
    if (key === Symbol.toPrimitive) return () => '[' + origin + ']';
    if (key === 'then' || key === '__esModule') return undefined;
    if (typeof key === 'symbol') return undefined;
    return __docsStub(origin + '.' + key);
  },
  apply() { return __docsStub(origin + '()'); },
  construct() { return __docsStub('new ' + origin); },
});
`;

const builtins = new Set([...builtinModules, ...builtinModules.map((m) => `node:${m}`)]);

/** The names an ES import statement of `spec` in `source` takes (`import { a, b as c } from 'spec'` gives a and b). */
export function importedNames(source: string, spec: string): string[] {
  const names = new Set<string>();
  const escaped = spec.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  // The clause cannot hold quotes or semicolons, so a match never spans two statements.
  const re = new RegExp(`import\\s+(?:type\\s+)?([^;'"]*?)\\s*from\\s*['"]${escaped}['"]`, 'g');
  for (const m of source.matchAll(re)) {
    const braces = /\{([^}]*)\}/.exec(m[1]!);
    if (!braces) continue;
    for (const part of braces[1]!.split(',')) {
      const name = part.trim().replace(/^type\s+/, '').split(/\s+as\s+/)[0]!.trim();
      if (/^[A-Za-z_$][\w$]*$/.test(name) && name !== 'default') names.add(name);
    }
  }
  return [...names].sort();
}

/**
 * Packages the config imports are replaced by stubs: a Docusaurus site's node_modules may be
 * missing, and their values (Prism themes, remark plugins) have no counterpart to map to anyway.
 * An ES import gets an ES module exporting the names it takes; require() gets a CommonJS one.
 */
function stubPackages(): Plugin {
  return {
    name: 'docs-migrate-stubs',
    setup(b) {
      b.onResolve({ filter: /^[^./]/ }, (args) => {
        if (builtins.has(args.path)) return { path: args.path, external: true };
        if (path.isAbsolute(args.path)) return undefined;
        if (args.kind === 'import-statement' && args.importer) {
          const names = importedNames(readFileSync(args.importer, 'utf8'), args.path);
          return { path: `${args.path}#${names.join(',')}`, namespace: 'docs-migrate-esm' };
        }
        return { path: args.path, namespace: 'docs-migrate-cjs' };
      });
      b.onLoad({ filter: /.*/, namespace: 'docs-migrate-cjs' }, (args) => ({
        contents: `module.exports = globalThis.__docsStub(${JSON.stringify(args.path)});`,
        loader: 'js',
      }));
      b.onLoad({ filter: /.*/, namespace: 'docs-migrate-esm' }, (args) => {
        const [spec, list] = args.path.split('#') as [string, string];
        const lines = [`const stub = globalThis.__docsStub(${JSON.stringify(spec)});`, 'export default stub;'];
        for (const name of list ? list.split(',') : []) lines.push(`export const ${name} = stub.${name};`);
        return { contents: lines.join('\n'), loader: 'js' };
      });
    },
  };
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
 * `__dirname` and `import.meta.url` of the config's own folder. A config that exports a function
 * is called, as Docusaurus does.
 */
export async function loadDocusaurusConfig(siteDir: string, cwd = process.cwd()): Promise<DocusaurusConfigFile> {
  const file = findDocusaurusConfig(siteDir);
  const source = readFileSync(file, 'utf8');
  const rel = path.relative(cwd, file) || file;
  let code: string;
  try {
    const result = await build({
      entryPoints: [file],
      bundle: true,
      write: false,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      logLevel: 'silent',
      plugins: [stubPackages()],
      define: {
        __dirname: JSON.stringify(path.dirname(file)),
        __filename: JSON.stringify(file),
        'import.meta.url': JSON.stringify(pathToFileURL(file).href),
        'import.meta.dirname': JSON.stringify(path.dirname(file)),
        'import.meta.filename': JSON.stringify(file),
      },
      banner: {
        js: [
          "import { createRequire as __docsCreateRequire } from 'node:module';",
          `const __docsRequire = __docsCreateRequire(${JSON.stringify(file)});`,
          STUB_RUNTIME,
          'globalThis.__docsStub = __docsStub;',
          // require() of a package that is not installed gives a stub; require.resolve of a missing file gives its path.
          `const require = Object.assign((id) => { try { return __docsRequire(id); } catch { return __docsStub(id); } }, { resolve: (id) => { try { return __docsRequire.resolve(id); } catch { return id.startsWith('.') ? ${JSON.stringify(path.dirname(file))} + '/' + id.replace(/^\\.\\//, '') : id; } } });`,
        ].join('\n'),
      },
    });
    code = result.outputFiles[0]!.text;
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
  const dir = mkdtempSync(path.join(os.tmpdir(), 'docs-migrate-'));
  const out = path.join(dir, 'docusaurus.config.mjs');
  writeFileSync(out, code);
  let mod: { default?: unknown };
  try {
    mod = (await import(pathToFileURL(out).href)) as { default?: unknown };
  } catch (e) {
    throw new DiagnosticError([
      error('migrate/config-error', `evaluating the config threw: ${(e as Error).message ?? e}`, {
        file: rel,
        hint: 'The config must run with Node alone; read environment variables with defaults, and run docs migrate again.',
      }),
    ]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  let config = mod.default;
  if (typeof config === 'function' && !stubOrigin(config)) config = await (config as () => unknown)();
  if (typeof config !== 'object' || config === null || stubOrigin(config)) {
    throw new DiagnosticError([
      error('migrate/config-export', 'the config exports no config object', {
        file: rel,
        hint: 'Export the config as Docusaurus expects: `export default config` or `module.exports = config`.',
      }),
    ]);
  }
  return { file, source, config: config as Record<string, unknown> };
}
