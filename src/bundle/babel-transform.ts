/**
 * The site's own Babel presets and plugins (`babel` of site.config.json), run on one of its
 * scripts before esbuild reads it, as Docusaurus runs babel-loader with the site's Babel config.
 * Babel does only what the listed presets and plugins do (strip Flow types, say): JSX and
 * TypeScript are left in place for esbuild, so Babel's parser is told the syntax the file's
 * extension allows. `@babel/core` and the presets and plugins are the site's own, loaded from
 * the site folder (this generator bundles none of them); line numbers are kept, so esbuild's
 * later errors point at the file's own lines.
 */
import type { PartialMessage } from 'esbuild';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { MarkdownPluginEntry, ResolvedConfig } from '../config/types.js';
import { installCommand } from '../files/install-command.js';
import { SassError } from './sass-plugin.js';

/** Rewrites one site script's source before it is bundled. */
export type ScriptTransform = (source: string, file: string) => Promise<string>;

type Kind = 'preset' | 'plugin';
type BabelItem = string | [string, unknown];
interface BabelCore {
  transformAsync(code: string, options: Record<string, unknown>): Promise<{ code?: string | null } | null>;
}

const isPath = (name: string) => /^(\.{1,2}[\\/]|[\\/])/.test(name);

/**
 * The package name Babel loads for a preset or plugin name, by Babel's own rules: `flow` is
 * `babel-preset-flow`, `@babel/flow` is `@babel/preset-flow`, `@scope/x` is
 * `@scope/babel-preset-x`, `@scope` is `@scope/babel-preset`; `module:x` is `x` as written.
 */
export function babelPackageName(name: string, kind: Kind): string {
  if (name.startsWith('module:')) return name.slice('module:'.length);
  const prefix = `babel-${kind}`;
  if (name.startsWith('@babel/')) {
    const rest = name.slice('@babel/'.length);
    return rest.startsWith(`${kind}-`) || rest.includes('/') ? name : `@babel/${kind}-${rest}`;
  }
  const scoped = /^@([^/]+)(?:\/(.*))?$/.exec(name);
  if (scoped) {
    const [, scope, rest] = scoped;
    if (rest === undefined) return `@${scope}/${prefix}`;
    return rest.startsWith(prefix) || rest.includes('/') ? name : `@${scope}/${prefix}-${rest}`;
  }
  return name.startsWith(`${prefix}-`) || name.includes('/') ? name : `${prefix}-${name}`;
}

// The error of a script that cannot be compiled because something is missing.
function setupError(file: string, text: string, hint: string, rule: string): SassError {
  return new SassError([{ detail: { rule }, text, location: { file }, notes: [{ text: hint }] }]);
}

/** The file a preset or plugin entry names, resolved from the site folder; throws naming a missing package. */
function resolveItem(siteDir: string, entry: MarkdownPluginEntry, kind: Kind, file: string): BabelItem {
  const [name, options] = typeof entry === 'string' ? [entry, undefined] : entry;
  const req = createRequire(path.join(siteDir, 'package.json'));
  const wanted = isPath(name) ? path.resolve(siteDir, name) : babelPackageName(name, kind);
  const candidates = isPath(name) || wanted === name ? [wanted] : [name, wanted];
  for (const candidate of candidates) {
    try {
      const resolved = req.resolve(candidate);
      return options === undefined ? resolved : [resolved, options];
    } catch {
      // Not this spelling; the next one, or the error below.
    }
  }
  if (isPath(name))
    throw setupError(
      file,
      `cannot compile the script with Babel: the Babel ${kind} ${name} does not exist`,
      `Fix its path in babel.${kind}s of site.config.json.`,
      'bundle/babel',
    );
  throw setupError(
    file,
    `cannot compile the script with Babel: the Babel ${kind} ${wanted} is not installed`,
    `Install it in the site folder: ${installCommand(siteDir, wanted)}`,
    'bundle/missing-package',
  );
}

/** The site's @babel/core; throws naming the package and the install command when the site has none. */
async function loadBabel(siteDir: string, file: string): Promise<BabelCore> {
  let resolved: string;
  try {
    resolved = createRequire(path.join(siteDir, 'package.json')).resolve('@babel/core');
  } catch {
    throw setupError(
      file,
      'cannot compile the script with the Babel presets and plugins of site.config.json: @babel/core is not installed',
      `Install it in the site folder: ${installCommand(siteDir, '@babel/core')}`,
      'bundle/missing-package',
    );
  }
  const mod = (await import(pathToFileURL(resolved).href)) as BabelCore & { default?: BabelCore };
  return typeof mod.transformAsync === 'function' ? mod : mod.default!;
}

/** The syntax Babel's parser must accept that the listed presets leave for esbuild: JSX, TypeScript. */
function syntaxOf(file: string): string[] {
  const ext = path.extname(file);
  if (ext === '.ts') return ['typescript'];
  if (ext === '.tsx') return ['typescript', 'jsx'];
  return ['jsx'];
}

/**
 * The transform of a site's Babel presets and plugins for one bundle (`server` or `client`,
 * Babel's caller name, as Docusaurus names its two builds), or undefined when it lists none.
 * Babel and the entries are loaded on first use, so a site without scripts never needs them.
 */
export function babelTransform(config: ResolvedConfig, target: 'server' | 'client'): ScriptTransform | undefined {
  const { presets, plugins, parserOpts } = config.babel;
  if (presets.length === 0 && plugins.length === 0) return undefined;
  let setup: Promise<{ babel: BabelCore; presets: BabelItem[]; plugins: BabelItem[] }> | undefined;
  let reported = false;
  return async (source, file) => {
    setup ??= (async () => ({
      babel: await loadBabel(config.siteDir, file),
      presets: presets.map((entry) => resolveItem(config.siteDir, entry, 'preset', file)),
      plugins: plugins.map((entry) => resolveItem(config.siteDir, entry, 'plugin', file)),
    }))();
    // A missing package is reported once, at the first script; the others load empty, so the
    // build fails on that one error instead of a syntax error in every script.
    const loaded = await setup.catch((e) => {
      if (reported) return undefined;
      reported = true;
      throw e;
    });
    if (!loaded) return '';
    const userSyntax = Array.isArray(parserOpts.plugins) ? parserOpts.plugins : [];
    try {
      const result = await loaded.babel.transformAsync(source, {
        filename: file,
        cwd: config.siteDir,
        root: config.siteDir,
        babelrc: false,
        configFile: false,
        presets: loaded.presets,
        plugins: loaded.plugins,
        parserOpts: { ...parserOpts, plugins: [...syntaxOf(file), ...userSyntax] },
        retainLines: true,
        sourceMaps: false,
        caller: { name: target, supportsStaticESM: true, supportsDynamicImport: true, supportsTopLevelAwait: true },
      });
      return result?.code ?? source;
    } catch (e) {
      throw new SassError([babelMessage(e, file)]);
    }
  };
}

/**
 * A Babel failure as esbuild's message: a syntax error (Babel's parser or another a plugin
 * puts in place, which give a position) at its line and column under the rule of the file's
 * kind, as esbuild's own syntax errors are; anything else a plugin throws under `bundle/babel`.
 */
export function babelMessage(e: unknown, file: string): PartialMessage {
  const err = e as { message?: string; loc?: { line?: number; column?: number } };
  const first = String(err.message ?? e).split('\n')[0]!;
  const text = first
    .replace(`${file}: `, '')
    .replace(/\s*\(\d+:\d+\)$/, '')
    .trim();
  const note = { text: 'It is compiled with the Babel presets and plugins of `babel` in site.config.json before it is bundled.' };
  const at = err.loc?.line ? { line: err.loc.line, column: err.loc.column ?? 0 } : positionIn(first);
  if (at) return { text, location: { file, ...at }, notes: [note] };
  return { detail: { rule: 'bundle/babel' }, text: `Babel failed on the script: ${text}`, location: { file }, notes: [note] };
}

// A `(line:column)` at the end of an error's first line, as Babel and hermes-parser write it.
function positionIn(message: string): { line: number; column: number } | undefined {
  const m = /\((\d+):(\d+)\)$/.exec(message);
  return m ? { line: Number(m[1]), column: Number(m[2]) } : undefined;
}
