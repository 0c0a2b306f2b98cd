import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { ResolvedConfig } from '../config/types.js';
import type { NavbarItem } from '../../shared/types.js';
import type { VersionContent } from '../content/types.js';
import { parseJsonWithPositions, pathKey } from '../files/json-positions.js';
import type { LinkSource } from './check-links.js';

type Link = LinkSource['links'][number];

/**
 * The links every page carries that no markdown wrote: the navbar's and footer's items (from
 * the config) and the sidebars' link items (from the sidebars files), so that the build
 * checks them as it checks the links in content. Links that leave the site are skipped by the checker.
 */
export function chromeLinkSources(config: ResolvedConfig, versions: VersionContent[]): LinkSource[] {
  const root = config.baseUrl;
  const sources: LinkSource[] = [{ route: root, file: siteRelative(config, config.configFile), links: configLinks(config) }];
  const seen = new Set<string>();
  for (const version of versions) {
    if (!version.sidebarsFile || seen.has(version.sidebarsFile)) continue;
    seen.add(version.sidebarsFile);
    const links = sidebarLinks(version.sidebarsRaw, version.sidebarsSource);
    if (links.length > 0) sources.push({ route: root, file: siteRelative(config, version.sidebarsFile), links });
  }
  return sources.filter((s) => s.links.length > 0);
}

/** The navbar's and footer's internal links, each at its line in the config when the config is JSON. */
function configLinks(config: ResolvedConfig): Link[] {
  const wanted: { url: string; at: (string | number)[] }[] = [];
  const navbarLink = (item: NavbarItem, at: (string | number)[]) => {
    const [key, url] = item.to !== undefined ? ['to', item.to] : ['href', item.href];
    if (url !== undefined && (item.type === 'default' || item.type === 'dropdown')) wanted.push({ url, at: [...at, key] });
    // A dropdown's links, and those a version dropdown lists around the versions.
    for (const list of ['items', 'dropdownItemsBefore', 'dropdownItemsAfter'] as const) item[list]?.forEach((sub, j) => navbarLink(sub, [...at, list, j]));
  };
  config.navbar.items.forEach((item, i) => navbarLink(item, ['navbar', 'items', i]));
  config.footer.links.forEach((group, g) =>
    group.items.forEach((item, i) => {
      const [key, url] = item.to !== undefined ? ['to', item.to] : ['href', item.href];
      if (url !== undefined) wanted.push({ url, at: ['footer', 'links', g, 'items', i, key] });
    }),
  );
  const internal = wanted.filter((w) => isSitePath(w.url) || (w.at.at(-1) === 'to' && isBaseRelative(w.url)));
  if (internal.length === 0) return [];
  const positions = configPositions(config);
  return internal.map(({ url, at }) => {
    const found = positions?.get(pathKey(at))?.value;
    return { url: asSitePath(config, url), line: found?.line, column: found?.column };
  });
}

function configPositions(config: ResolvedConfig) {
  try {
    return parseJsonWithPositions(readFileSync(config.configFile, 'utf8')).positions;
  } catch {
    return undefined;
  }
}

/** The sidebars' `{ type: 'link', href }` items that stay on the site, at the line their href is written on. */
function sidebarLinks(raw: Record<string, unknown>, source: string): Link[] {
  const links: Link[] = [];
  const visit = (node: unknown) => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (!node || typeof node !== 'object') return;
    const item = node as { type?: unknown; href?: unknown; items?: unknown };
    if (item.type === 'link' && typeof item.href === 'string' && isSitePath(item.href)) links.push({ url: item.href, ...lineOf(source, item.href) });
    if (item.items !== undefined) visit(item.items);
    // A sidebar written as an object of categories: { "Guides": ["a", "b"] }.
    if (item.type === undefined) for (const value of Object.values(node)) if (typeof value === 'object') visit(value);
  };
  visit(Object.values(raw));
  return links;
}

/** Where a string is first written in a file's text (a sidebars file written as JS has no positions of its own). */
function lineOf(source: string, text: string): { line?: number; column?: number } {
  for (const quoted of [`"${text}"`, `'${text}'`, `\`${text}\``]) {
    const at = source.indexOf(quoted);
    if (at === -1) continue;
    const before = source.slice(0, at);
    const line = before.split('\n').length;
    return { line, column: at - before.lastIndexOf('\n') };
  }
  return {};
}

// A path on this site: not a URL with a scheme, not protocol-relative, not a pathname:// escape.
function isSitePath(url: string): boolean {
  return url.startsWith('/') && !url.startsWith('//');
}

// A `to` written without a leading slash ("docs/intro"), which Docusaurus puts under the base URL.
function isBaseRelative(url: string): boolean {
  return url !== '' && !/^(?:[a-z][a-z\d+.-]*:|\/|#|\.|\?)/i.test(url);
}

// As the theme links it: under the base URL, unless written with it already.
function asSitePath(config: ResolvedConfig, url: string): string {
  if (!url.startsWith('/')) return `${config.baseUrl}${url}`;
  return url.startsWith(config.baseUrl) || config.baseUrl === '/' ? url : `${config.baseUrl}${url.slice(1)}`;
}

function siteRelative(config: ResolvedConfig, file: string): string {
  return path.relative(config.siteDir, file).split(path.sep).join('/');
}
