/** The classic preset's options: its docs, blog, pages and theme, and the plugins it bundles. */
import { mapBlogOptions } from './map-blog.js';
import { routeBase, show, str, type Handler, type KeyPath, type MapContext } from './map-context.js';
import { mapCustomCss } from './map-custom-css.js';
import { GOOGLE_ANALYTICS_HINT, mapGtag, mapTagManager } from './map-analytics.js';
import { mapDocsOptions } from './map-docs.js';
import { markdownPluginHandlers } from './map-markdown-plugins.js';
import type { MapState } from './map-state.js';

/** Maps the options of the classic preset (the second element of its entry in `presets`). */
export function mapPresetOptions(ctx: MapContext, state: MapState, options: unknown, at: KeyPath): void {
  ctx.each(options, at, {
    docs: (v, a) => {
      if (v === false) state.docs.presetOff = a;
      else state.docs.preset = mapDocsOptions(ctx, state.markdown, v, a);
    },
    blog: (v, a) => mapBlogOptions(ctx, state.blog, state.markdown, v, a),
    pages: (v, a) =>
      v === false
        ? ctx.note(a, 'migrate/unsupported', 'pages: false', 'Leave the pages folder empty; no pages are built then.')
        : ctx.each(v, a, pagesOptions(ctx, state)),
    theme: (v, a) => ctx.each(v, a, { customCss: (css, ca) => mapCustomCss(ctx, css, ca) }),
    sitemap: (v, a) => {
      if (v === false)
        ctx.note(a, 'migrate/no-counterpart', 'sitemap: false', 'A sitemap.xml is always written here; leave it unlinked if you do not want it.');
      else if (v && typeof v === 'object' && Object.keys(v).length > 0)
        ctx.note(a, 'migrate/no-counterpart', `${show(a)} options are not configurable here`, 'sitemap.xml lists every indexable page; remove the options.');
    },
    gtag: (v, a) => mapGtag(ctx, v, a),
    googleAnalytics: ctx.drop(GOOGLE_ANALYTICS_HINT, 'migrate/plugin'),
    googleTagManager: (v, a) => mapTagManager(ctx, v, a),
    svgr: ctx.drop('SVG files are imported as React components here; remove it.'),
    debug: ctx.drop('There is no debug plugin here; remove it.'),
  });
  // The preset builds the docs with their defaults when its options leave them out.
  if (!state.docs.preset && !state.docs.presetOff) state.docs.preset = mapDocsOptions(ctx, state.markdown, undefined, at);
}

// The pages plugin's options: only its folder has a counterpart.
function pagesOptions(ctx: MapContext, state: MapState): Record<string, Handler> {
  return {
    path: (v, at) => {
      if (str(v)) state.pages = { path: ctx.rel(v), at };
    },
    routeBasePath: (v, at) => {
      if (routeBase(v) !== '')
        ctx.note(
          at,
          'migrate/no-counterpart',
          `${show(at)} moves pages under /${String(routeBase(v))}`,
          'Pages are served from the site root here; move them into a subfolder of the pages folder instead.',
        );
    },
    ...markdownPluginHandlers(ctx, state.markdown, 'pages'),
  };
}
