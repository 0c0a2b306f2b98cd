/** `themeConfig`: navbar, footer, announcement bar, colour mode, Algolia search, table of contents, metadata and the social card. */
import { bool, isObj, routeBase, str, type Handler, type KeyPath, type MapContext, type Obj } from './map-context.js';
import { mapFooter } from './map-footer.js';
import { mapNavbar } from './map-navbar.js';
import type { MapState } from './map-state.js';

/** Maps themeConfig. */
export function mapThemeConfig(ctx: MapContext, state: MapState, themeConfig: unknown, at: KeyPath): void {
  ctx.each(themeConfig, at, {
    navbar: (v, a) => mapNavbar(ctx, v, a),
    footer: (v, a) => mapFooter(ctx, v, a),
    announcementBar: (v, a) => announcementBar(ctx, v, a),
    colorMode: (v, a) =>
      ctx.each(v, a, {
        defaultMode: ctx.copy(['colorMode', 'defaultMode'], (m) => m === 'light' || m === 'dark'),
        disableSwitch: ctx.copy(['colorMode', 'disableSwitch'], bool),
        respectPrefersColorScheme: ctx.copy(['colorMode', 'respectPrefersColorScheme'], bool),
      }),
    algolia: (v, a) => algolia(ctx, v, a),
    tableOfContents: (v, a) =>
      ctx.each(v, a, {
        minHeadingLevel: (x, xa) => (state.docsShared.tocMinHeadingLevel = [x, xa]),
        maxHeadingLevel: (x, xa) => (state.docsShared.tocMaxHeadingLevel = [x, xa]),
      }),
    metadata: (v, a) => metadata(ctx, v, a),
    image: ctx.copy(['image'], str),
    ...dropped(ctx),
  });
}

// Docusaurus' defaults for what the bar leaves out; our schema wants every field.
function announcementBar(ctx: MapContext, value: unknown, at: KeyPath): void {
  if (!isObj(value)) return;
  const bar: Obj = { id: 'announcement-bar', content: '', backgroundColor: '#fff', textColor: '#000', isCloseable: true };
  ctx.each(value, at, Object.fromEntries(['id', 'content', 'backgroundColor', 'textColor', 'isCloseable'].map((k) => [k, (x: unknown) => (bar[k] = x)])));
  ctx.put(['announcementBar'], bar, at);
}

function algolia(ctx: MapContext, value: unknown, at: KeyPath): void {
  ctx.each(
    value,
    at,
    {
      appId: ctx.copy(['search', 'appId'], str),
      apiKey: ctx.copy(['search', 'apiKey'], str),
      indexName: ctx.copy(['search', 'indexName'], str),
      contextualSearch: ctx.copy(['search', 'contextualSearch'], bool),
      insights: ctx.copy(['search', 'insights'], bool),
      searchPagePath: (p, a) =>
        p === false
          ? ctx.note(a, 'migrate/unsupported', 'searchPagePath: false', 'The search page is always built here; remove it.')
          : ctx.put(['search', 'searchPagePath'], routeBase(p), a),
    },
    'Search takes appId, apiKey, indexName, contextualSearch, insights and searchPagePath here; remove it.',
  );
}

// <meta name content> and <meta property content> tags; any other kind is noted.
function metadata(ctx: MapContext, value: unknown, at: KeyPath): void {
  if (!Array.isArray(value)) return;
  const list: Obj[] = [];
  value.forEach((m, i) => {
    const tag = isObj(m) ? metaTag(m) : undefined;
    if (tag) list.push(tag);
    else
      ctx.note(
        [...at, i],
        'migrate/unsupported',
        'a metadata tag other than { name, content } or { property, content }',
        'Only <meta name content> and <meta property content> tags are configurable here.',
      );
  });
  ctx.put(['metadata'], [...((ctx.out.metadata as Obj[] | undefined) ?? []), ...list], at);
}

// Theme options with no counterpart, each with what to do instead.
function dropped(ctx: MapContext): Record<string, Handler> {
  return {
    prism: ctx.drop(
      'Code is highlighted by refractor with every common language built in; colour themes are CSS (override the --docs-code-* properties in customCss).',
    ),
    docs: ctx.drop('The docs sidebar is not hideable here and categories collapse as sidebarCollapsed says; remove it.'),
    blog: ctx.drop('The blog sidebar is a flat list here; remove it.'),
    mermaid: ctx.drop(
      "Diagrams (markdown.mermaid) are drawn with mermaid's `default` theme, and `dark` in dark mode; its theme and options are not configurable here, so remove it.",
    ),
    liveCodeBlock: ctx.drop('Live code blocks are not supported here.'),
  };
}

/** A <meta> tag's attributes as the config takes them ({ name, content } or { property, content }); undefined for any other kind. */
export function metaTag(attrs: Obj): Obj | undefined {
  if (!str(attrs.content) || Object.keys(attrs).length !== 2) return undefined;
  if (str(attrs.name) && attrs.name) return { name: attrs.name, content: attrs.content };
  if (str(attrs.property) && attrs.property) return { property: attrs.property, content: attrs.content };
  return undefined;
}
