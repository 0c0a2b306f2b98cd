import type { ResolvedConfig } from '../config/types.js';
import type { ClientAssets } from '../bundle/bundle-template.js';
import type { RouteEntry } from '../routes/types.js';
import type { DocumentAttributes, SiteData } from '../../shared/types.js';
import { escapeHtml } from '../../shared/html.js';
import { dataFileOf } from './output-paths.js';
import { sidebarFile, sidebarOf } from './sidebar-file.js';
import { absoluteUrl } from '../routes/urls.js';
import { analyticsTags } from './analytics-tags.js';

/** Serialises data for a <script type="application/json"> without letting it close the tag. */
export function jsonForScript(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

// The site's data as JSON for a script, once per site object: it is the same on every page.
const siteJson = new WeakMap<SiteData, string>();

/** The JSON of `{ site, dataUrl }` for the page's data script, as jsonForScript writes it. */
function pageDataScript(site: SiteData, dataUrl: string): string {
  let json = siteJson.get(site);
  if (json === undefined) {
    json = jsonForScript(site);
    siteJson.set(site, json);
  }
  return `{"site":${json},"dataUrl":${jsonForScript(dataUrl)}}`;
}

/** The parts of <head> that are the same on every page of a build. */
export function sharedHead(config: ResolvedConfig, site: SiteData, assets: ClientAssets, feeds: { type: string; href: string; title: string }[]): string {
  const tags: string[] = [
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<meta name="generator" content="${escapeHtml(site.generator)}">`,
  ];
  if (site.favicon) tags.push(`<link rel="icon" href="${escapeHtml(site.favicon)}">`);
  for (const feed of feeds) tags.push(`<link rel="alternate" type="${feed.type}" href="${escapeHtml(feed.href)}" title="${escapeHtml(feed.title)}">`);
  for (const href of assets.css) tags.push(`<link rel="stylesheet" href="${escapeHtml(href)}">`);
  tags.push(`<link rel="modulepreload" href="${escapeHtml(assets.entry)}">`);
  for (const href of assets.preload) tags.push(`<link rel="modulepreload" href="${escapeHtml(href)}">`);
  tags.push(...analyticsTags(config));
  return tags.join('\n');
}

/** Writes the whole HTML document of one route. */
export function htmlDocument(
  config: ResolvedConfig,
  site: SiteData,
  route: RouteEntry,
  rendered: { body: string; head: string; attributes?: DocumentAttributes },
  shared: string,
  assets: ClientAssets,
): string {
  const data = route.data;
  const dataUrl = `${config.baseUrl}${dataFileOf(config, data.path)}`;
  const title = data.title ? `${data.title} ${site.titleDelimiter} ${site.title}` : site.title;
  const canonical = `${config.url}${data.path}${config.trailingSlash && !data.path.endsWith('/') ? '/' : ''}`;
  // The search page links the search styles, before the theme's stylesheet (see template/search/search.css).
  const searchCss = data.kind === 'search' && assets.searchCss ? `<link rel="stylesheet" href="${escapeHtml(assets.searchCss)}">\n` : '';
  const head: string[] = [
    searchCss ? shared.replace('<link rel="stylesheet"', `${searchCss}<link rel="stylesheet"`) : shared,
    `<title>${escapeHtml(title)}</title>`,
    `<meta property="og:title" content="${escapeHtml(title)}">`,
  ];
  if (data.description) {
    head.push(`<meta name="description" content="${escapeHtml(data.description)}">`);
    head.push(`<meta property="og:description" content="${escapeHtml(data.description)}">`);
  }
  if (data.keywords?.length) head.push(`<meta name="keywords" content="${escapeHtml(data.keywords.join(','))}">`);
  // A page's own image, else the site's social card.
  const pageImage = data.image ?? config.image;
  if (pageImage) {
    const image = absoluteUrl(config, pageImage);
    head.push(`<meta property="og:image" content="${escapeHtml(image)}">`, `<meta name="twitter:image" content="${escapeHtml(image)}">`);
  }
  if (data.kind !== 'notFound') {
    head.push(`<link rel="canonical" href="${escapeHtml(canonical)}">`, `<meta property="og:url" content="${escapeHtml(canonical)}">`);
  }
  if (data.noIndex || config.noIndex) head.push('<meta name="robots" content="noindex, nofollow">');
  head.push('<meta name="docsearch:language" content="en">');
  if (route.search.version) head.push(`<meta name="docsearch:version" content="${escapeHtml(route.search.version)}">`);
  head.push(`<meta name="docsearch:docusaurus_tag" content="${escapeHtml(route.search.tag)}">`);
  if (route.search.lvl0) head.push(`<meta name="docsearch:lvl0" content="${escapeHtml(route.search.lvl0)}">`);
  // The site's metadata, but for tags the page sets itself (its description, its image).
  const pageKeys = headKeys(head.slice(1).join('\n'));
  for (const tag of siteMetaTags(config)) if (![...headKeys(tag)].some((key) => pageKeys.has(key))) head.push(tag);
  // A page's own <Head> tags replace the theme's of the same name (a <title>, a meta name or property).
  const own = headKeys(rendered.head);
  if (own.size > 0) {
    for (let i = head.length - 1; i >= 1; i--) {
      if ([...headKeys(head[i]!)].some((key) => own.has(key))) head.splice(i, 1);
    }
  }
  head.push(rendered.head);
  // The page's data is its data file, fetched while the scripts download (not a second copy inline).
  head.push(`<link rel="preload" href="${escapeHtml(dataUrl)}" as="fetch" crossorigin="anonymous">`);
  // And its sidebar's file, which the data file names (see sidebar-file.ts).
  const sidebar = sidebarOf(data);
  if (sidebar) head.push(`<link rel="preload" href="${escapeHtml(config.baseUrl + sidebarFile(sidebar).file)}" as="fetch" crossorigin="anonymous">`);
  return `<!doctype html>
<html${attributeText({ lang: 'en', dir: 'ltr', 'data-theme': site.colorMode.defaultMode, ...rendered.attributes?.html })}>
<head>
${head.join('\n')}
</head>
<body${attributeText(rendered.attributes?.body ?? {})}>
<div id="__docs">${rendered.body}</div>
<script id="__docs-data" type="application/json">${pageDataScript(site, dataUrl)}</script>
<script type="module" src="${escapeHtml(assets.entry)}"></script>
</body>
</html>
`;
}

// Attributes of a tag, each escaped, with a leading space ("" for none).
function attributeText(attributes: Record<string, string>): string {
  return Object.entries(attributes)
    .filter(([name]) => /^[A-Za-z_:][-\w:.]*$/.test(name))
    .map(([name, value]) => ` ${name}="${escapeHtml(value)}"`)
    .join('');
}

// The config's <meta> tags, each named by `name` or (Open Graph) `property`.
function siteMetaTags(config: ResolvedConfig): string[] {
  return config.metadata.map((m) => {
    const key = m.property !== undefined ? `property="${escapeHtml(m.property)}"` : `name="${escapeHtml(m.name ?? '')}"`;
    return `<meta ${key} content="${escapeHtml(m.content)}">`;
  });
}

// What identifies a head tag for replacement: "title", "name:description", "property:og:title", "rel:canonical".
function headKeys(html: string): Set<string> {
  const keys = new Set<string>();
  if (/<title[\s>]/.test(html)) keys.add('title');
  for (const match of html.matchAll(/<meta\s[^>]*?\b(name|property)="([^"]+)"/g)) keys.add(`${match[1]}:${match[2]}`);
  for (const match of html.matchAll(/<link\s[^>]*?\brel="(canonical)"/g)) keys.add(`rel:${match[1]}`);
  return keys;
}
