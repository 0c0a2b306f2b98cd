/**
 * How the modules a Docusaurus config imports or requires are found while it is evaluated.
 * A package installed in the site's node_modules is loaded as it is (its real values, tagged
 * with its name); one that is missing gets a stand-in. Docusaurus' own packages always get a
 * stand-in: this generator replaces them, and loading them would pull in their whole build.
 */
import { readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin } from 'esbuild';

/** Whether the config's modules are loaded when installed, or all replaced by stand-ins. */
export type ModuleMode = 'installed' | 'stubs';

const builtins = new Set([...builtinModules, ...builtinModules.map((m) => `node:${m}`)]);

/** Whether a package is one of Docusaurus' own, which always get a stand-in. */
export function isDocusaurusOwn(spec: string): boolean {
  return /^@docusaurus\//.test(spec) || /^prism-react-renderer(\/|$)/.test(spec);
}

/** The names an ES import statement of `spec` in `source` takes: `import { a, b as c }` gives a and b, `import * as ns` gives every `ns.x` read. */
export function importedNames(source: string, spec: string): string[] {
  const names = new Set<string>();
  const escaped = spec.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  // The clause cannot hold quotes or semicolons, so a match never spans two statements.
  const re = new RegExp(`import\\s+(?:type\\s+)?([^;'"]*?)\\s*from\\s*['"]${escaped}['"]`, 'g');
  for (const m of source.matchAll(re)) {
    const namespace = /\*\s*as\s+([A-Za-z_$][\w$]*)/.exec(m[1]!);
    if (namespace) {
      for (const use of source.matchAll(new RegExp(`(?<![\\w$.])${namespace[1]!.replace(/\$/g, '\\$')}\\s*\\.\\s*([A-Za-z_$][\\w$]*)`, 'g')))
        names.add(use[1]!);
    }
    const braces = /\{([^}]*)\}/.exec(m[1]!);
    for (const part of braces ? braces[1]!.split(',') : []) {
      const name = part
        .trim()
        .replace(/^type\s+/, '')
        .split(/\s+as\s+/)[0]!
        .trim();
      if (/^[A-Za-z_$][\w$]*$/.test(name)) names.add(name);
    }
  }
  names.delete('default');
  return [...names].sort();
}

/**
 * The runtime prepended to the config's bundle (after the stand-in runtime): `require` of the
 * config's folder, and `createRequire` for a config that makes its own. Such a require loads an
 * installed package (tagging its values), gives a stand-in for a missing one, and resolves
 * `require.resolve('./sidebars')` to sidebars.ts as Docusaurus' loader does.
 */
export function requireRuntime(configFile: string, mode: ModuleMode): string {
  return `
import { createRequire as __docsNodeCreateRequire } from 'node:module';
import { existsSync as __docsExists } from 'node:fs';
import { dirname as __docsDirname, resolve as __docsResolvePath } from 'node:path';
import { fileURLToPath as __docsFileURLToPath } from 'node:url';
const __docsStubAll = ${JSON.stringify(mode === 'stubs')};
const __docsOwn = (id) => /^@docusaurus\\//.test(id) || /^prism-react-renderer(\\/|$)/.test(id);
const __docsExtensions = ['.ts', '.tsx', '.mts', '.cts', '.jsx', '.mjs', '.cjs'];
const __docsMissing = /^(MODULE_NOT_FOUND|ERR_REQUIRE_ESM|ERR_PACKAGE_PATH_NOT_EXPORTED|ERR_UNKNOWN_FILE_EXTENSION)$/;
const __docsMakeRequire = (from) => {
  const fromPath = typeof from === 'string' && !from.startsWith('file:') ? from : __docsFileURLToPath(from);
  const real = __docsNodeCreateRequire(fromPath);
  const resolve = (id, options) => {
    try { if (!__docsOwn(id)) return real.resolve(id, options); } catch {}
    if (!/^\\.{1,2}(\\/|$)|^\\//.test(id)) return id;
    const base = __docsResolvePath(__docsDirname(fromPath), id);
    const found = [...__docsExtensions.map((e) => base + e), ...__docsExtensions.map((e) => base + '/index' + e)].find((f) => __docsExists(f));
    return found ?? base;
  };
  const load = (id) => {
    if (id === 'module' || id === 'node:module') return { ...real('node:module'), createRequire: __docsMakeRequire };
    const relative = /^\\.{1,2}(\\/|$)|^\\//.test(id);
    if (__docsOwn(id) || (__docsStubAll && !relative && !real('node:module').isBuiltin(id))) return __docsStub(id);
    try {
      return __docsTag(real(id), id);
    } catch (e) {
      if (e && __docsMissing.test(e.code)) return __docsStub(id);
      throw e;
    }
  };
  return Object.assign(load, { resolve, cache: real.cache, main: real.main, extensions: real.extensions });
};
const require = __docsMakeRequire(${JSON.stringify(configFile)});
globalThis.__docsMakeRequire = __docsMakeRequire;
globalThis.__docsConfigRequire = require;
`;
}

/**
 * The esbuild plugin that resolves the config's imports: Node's built-ins stay as they are (but
 * `node:module` gives the require above), an installed package is imported from its file, a
 * missing one (or any, in "stubs" mode) is a stand-in, and a JavaScript file the config itself
 * imports is tagged with its path, so a remark plugin of the site can be named by its file.
 */
export function configModules(configFile: string, mode: ModuleMode): Plugin {
  return {
    name: 'docs-migrate-modules',
    setup(b) {
      b.onResolve({ filter: /.*/ }, async (args) => {
        if (args.pluginData?.docsResolving) return undefined;
        const spec = args.path;
        if (spec.startsWith('file:')) return { path: spec, external: true };
        if (builtins.has(spec)) {
          if ((spec === 'module' || spec === 'node:module') && args.namespace !== 'docs-node-module')
            return { path: 'node:module', namespace: 'docs-node-module' };
          return { path: spec, external: true };
        }
        const relative = /^\.{1,2}(\/|$)/.test(spec);
        if (relative && args.importer === configFile && args.kind !== 'entry-point') return local(args);
        if (relative || path.isAbsolute(spec)) return undefined;
        if (mode === 'installed' && !isDocusaurusOwn(spec)) {
          const found = await b.resolve(spec, { kind: args.kind, importer: args.importer, resolveDir: args.resolveDir, pluginData: { docsResolving: true } });
          if (found.errors.length === 0 && !found.external) {
            if (found.path.endsWith('.json')) return { path: found.path };
            if (args.kind === 'require-call') return { path: spec, namespace: 'docs-require' };
            return { path: found.path, namespace: 'docs-installed', pluginData: { spec } };
          }
        }
        if (args.kind === 'require-call') return { path: spec, namespace: 'docs-stub-cjs' };
        const names = args.importer ? importedNames(readFileSync(args.importer, 'utf8'), spec) : [];
        return { path: `${spec}#${names.join(',')}`, namespace: 'docs-stub-esm' };
      });
      const local = async (args: { path: string; kind: string; importer: string; resolveDir: string }) => {
        const found = await b.resolve(args.path, {
          kind: args.kind as 'import-statement',
          importer: args.importer,
          resolveDir: args.resolveDir,
          pluginData: { docsResolving: true },
        });
        if (found.errors.length > 0 || !/\.(c|m)?[jt]sx?$/.test(found.path)) return undefined;
        const site = `./${path.relative(path.dirname(configFile), found.path).split(path.sep).join('/')}`;
        return { path: found.path, namespace: args.kind === 'require-call' ? 'docs-local-cjs' : 'docs-local-esm', pluginData: { spec: site } };
      };
      loaders(b);
    },
  };
}

// The modules the resolver above points at, written as small wrappers.
function loaders(b: Parameters<Plugin['setup']>[0]): void {
  const q = JSON.stringify;
  b.onLoad({ filter: /.*/, namespace: 'docs-node-module' }, () => ({
    contents:
      "export * from 'node:module';\nimport * as m from 'node:module';\nexport const createRequire = (from) => globalThis.__docsMakeRequire(from);\nexport default { ...m, createRequire };",
    loader: 'js',
  }));
  // The require of the runtime above, not a literal require() that esbuild would resolve again.
  b.onLoad({ filter: /.*/, namespace: 'docs-require' }, (args) => ({
    contents: `module.exports = globalThis.__docsConfigRequire(${q(args.path)});`,
    loader: 'js',
  }));
  b.onLoad({ filter: /.*/, namespace: 'docs-installed' }, (args) => {
    const url = pathToFileURL(args.path).href;
    return {
      contents: `import * as ns from ${q(url)};\nexport * from ${q(url)};\nexport default ns.default;\nglobalThis.__docsTag(ns, ${q(args.pluginData.spec)});`,
      loader: 'js',
    };
  });
  b.onLoad({ filter: /.*/, namespace: 'docs-local-cjs' }, (args) => ({
    contents: `module.exports = globalThis.__docsTag(require(${q(args.path)}), ${q(args.pluginData.spec)});`,
    loader: 'js',
    resolveDir: path.dirname(args.path),
  }));
  b.onLoad({ filter: /.*/, namespace: 'docs-local-esm' }, (args) => ({
    contents: `import * as ns from ${q(args.path)};\nexport * from ${q(args.path)};\nexport default ns.default;\nglobalThis.__docsTag(ns, ${q(args.pluginData.spec)});`,
    loader: 'js',
    resolveDir: path.dirname(args.path),
  }));
  b.onLoad({ filter: /.*/, namespace: 'docs-stub-cjs' }, (args) => ({ contents: `module.exports = globalThis.__docsStub(${q(args.path)});`, loader: 'js' }));
  b.onLoad({ filter: /.*/, namespace: 'docs-stub-esm' }, (args) => {
    const [spec, list] = args.path.split('#') as [string, string];
    const lines = [`const stub = globalThis.__docsStub(${q(spec)});`, 'export default stub;'];
    for (const name of list ? list.split(',') : []) lines.push(`export const ${name} = stub.${name};`);
    return { contents: lines.join('\n'), loader: 'js' };
  });
}
