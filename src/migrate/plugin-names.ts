/**
 * The package a plugin, theme or preset entry of a Docusaurus config stands for. Docusaurus
 * accepts short names: `x` is the first installed of `x`, `@docusaurus/<type>-x` and
 * `docusaurus-<type>-x`; `@scope/x` of `@scope/x` and `@scope/docusaurus-<type>-x`; a bare
 * `@scope` is `@scope/docusaurus-<type>`. Docusaurus' own packages count as installed, since a
 * site migrating away from Docusaurus need not have them.
 */
import { valueSource } from './config-stubs.js';

/** What an entry of `plugins`, `themes` or `presets` is. */
export type ModuleType = 'plugin' | 'theme' | 'preset';

/** Docusaurus' own plugins, themes and presets. */
const OFFICIAL = new Set([
  ...[
    'content-docs',
    'content-blog',
    'content-pages',
    'client-redirects',
    'ideal-image',
    'pwa',
    'sitemap',
    'debug',
    'svgr',
    'rsdoctor',
    'vercel-analytics',
  ].map((n) => `@docusaurus/plugin-${n}`),
  ...['google-gtag', 'google-analytics', 'google-tag-manager'].map((n) => `@docusaurus/plugin-${n}`),
  ...['classic', 'search-algolia', 'live-codeblock', 'mermaid'].map((n) => `@docusaurus/theme-${n}`),
  '@docusaurus/preset-classic',
]);

/** The package names Docusaurus tries for a short name, in its order. */
export function namePatterns(name: string, type: ModuleType): string[] {
  if (name.startsWith('@')) {
    if (!name.includes('/')) return [`${name}/docusaurus-${type}`];
    const slash = name.indexOf('/');
    const scope = name.slice(0, slash);
    const rest = name.slice(slash + 1);
    return [name, `${scope}/docusaurus-${type}-${rest}`];
  }
  return [name, `@docusaurus/${type}-${name}`, `docusaurus-${type}-${name}`];
}

/** How a name resolved: the package, and a remark when Docusaurus itself would not load the name. */
export interface ResolvedName {
  name: string;
  /** Set when the name only maps because its meaning is plain (`@docusaurus/content-docs`): Docusaurus would fail to load it. */
  guessed?: string;
}

/**
 * Resolves a short name as Docusaurus does, taking the first candidate that is installed (or is
 * one of Docusaurus' own). A short unscoped name none of whose candidates exists is named by
 * the conventional `docusaurus-<type>-x`; a full or scoped name stays as written, except that
 * `@docusaurus/x` is taken as Docusaurus' own `<type>-x` when that exists, with a remark,
 * since the meaning is clear.
 */
export function resolveModuleName(name: string, type: ModuleType, installed: (pkg: string) => boolean): ResolvedName {
  const patterns = namePatterns(name, type);
  const found = patterns.find((p) => OFFICIAL.has(p) || installed(p));
  if (found) return { name: found };
  const meant = /^@docusaurus\/(.+)$/.exec(name);
  if (meant && OFFICIAL.has(`@docusaurus/${type}-${meant[1]}`)) {
    const official = `@docusaurus/${type}-${meant[1]}`;
    return { name: official, guessed: `Docusaurus looks for ${patterns.join(' or ')}, which do not exist; write "${official}" (or "${meant[1]}").` };
  }
  return { name: name.startsWith('@') || /^docusaurus-/.test(name) ? name : patterns[patterns.length - 1]! };
}

/**
 * The name an entry is written with: a string (a package, a short name or a path), the package
 * of a required module, or the name of an inline function. A path into node_modules gives the
 * package it is in.
 */
export function entryName(entry: unknown): { name: string; kind: 'name' | 'path' | 'inline' } {
  const head = Array.isArray(entry) ? entry[0] : entry;
  if (typeof head === 'string') {
    const pkg = packageInPath(head);
    if (pkg) return { name: pkg, kind: 'name' };
    return { name: head, kind: /^(\.{1,2}[\\/]|[\\/]|[A-Za-z]:[\\/])/.test(head) ? 'path' : 'name' };
  }
  const source = valueSource(head);
  if (source) return { name: source.module, kind: /^\./.test(source.module) ? 'path' : 'name' };
  if (typeof head === 'function') return { name: head.name ? `${head.name}()` : 'an inline plugin', kind: 'inline' };
  if (typeof head === 'object' && head !== null && typeof (head as Record<string, unknown>).name === 'string') {
    return { name: String((head as Record<string, unknown>).name), kind: 'inline' };
  }
  return { name: 'an inline plugin', kind: 'inline' };
}

/** The package a file path inside node_modules belongs to ("/x/node_modules/@a/b/lib/i.js" gives "@a/b"). */
export function packageInPath(file: string): string | undefined {
  const at = file.lastIndexOf('node_modules');
  if (at < 0) return undefined;
  const parts = file.slice(at + 'node_modules'.length + 1).split(/[\\/]/);
  const pkg = parts[0]?.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
  return pkg || undefined;
}
