/** The top-level keys of a Docusaurus config: site fields, link policies, head tags, and the sections below. */
import { cleanJson } from './json-value.js';
import { bool, isObj, str, type Handler, type MapContext, type Obj } from './map-context.js';
import { mapPlugins, mapPresets, mapThemes } from './map-plugins.js';
import type { MapState } from './map-state.js';
import { mapThemeConfig, metaTag } from './map-theme-config.js';

/** The handlers of every top-level key of a Docusaurus config. */
export function siteHandlers(ctx: MapContext, state: MapState): Record<string, Handler> {
  return {
    ...siteFields(ctx),
    ...headHandlers(ctx),
    markdown: (v, at) =>
      ctx.each(
        v,
        at,
        {
          hooks: (h, a) => ctx.each(h, a, { onBrokenMarkdownLinks: onBroken(ctx), onBrokenMarkdownImages: onBroken(ctx) }),
          format: (f, a) => (str(f) ? ctx.put(['markdown', 'format'], f, a) : undefined),
          mermaid: ctx.copy(['markdown', 'mermaid'], bool),
        },
        'Markdown parsing is not configurable here; remove it.',
      ),
    staticDirectories: (v, at) => {
      const dirs = Array.isArray(v) && v.every(str) ? v.map((d) => ctx.rel(d)) : undefined;
      if (dirs && dirs.join() !== 'static') ctx.put(['staticDirectories'], dirs, at);
    },
    i18n: (v, at) => {
      if (!isObj(v)) return;
      const locales = Array.isArray(v.locales) ? v.locales : [];
      if (locales.length > 1 || (v.defaultLocale !== undefined && v.defaultLocale !== 'en')) {
        ctx.note(
          at,
          'migrate/unsupported',
          `i18n lists ${locales.length} locales`,
          'Sites here have one language (English); build each translation as a site of its own.',
        );
      }
    },
    plugins: (v, at) => mapPlugins(ctx, state, v, at),
    themes: (v, at) => mapThemes(ctx, state, v, at),
    presets: (v, at) => mapPresets(ctx, state, v, at),
    themeConfig: (v, at) => mapThemeConfig(ctx, state, v, at),
    ...deployHandlers(ctx),
    future: ctx.drop('Build options of Docusaurus; esbuild bundles here, so remove it.'),
    webpack: ctx.drop(
      'There is no webpack here (the theme is bundled by esbuild); move what the custom loader does into the content or theme overrides.',
      'migrate/webpack',
    ),
    clientModules: ctx.drop('Client modules do not run here; load such code from analytics.scripts or a React page.'),
    stylesheets: ctx.drop('Import the stylesheets from a file listed in customCss (@import url(...)).'),
  };
}

// Docusaurus' "log" prints and goes on, as our "warn" does.
function onBroken(ctx: MapContext): Handler {
  return (value, at) => {
    const mapped = value === 'log' ? 'warn' : value;
    ctx.copy([String(at[at.length - 1])], (v) => ['throw', 'warn', 'ignore'].includes(v as string))(mapped, at);
  };
}

// Fields of the site itself.
function siteFields(ctx: MapContext): Record<string, Handler> {
  return {
    title: ctx.copy(['title'], str),
    tagline: ctx.copy(['tagline'], str),
    url: ctx.copy(['url'], str),
    baseUrl: ctx.copy(['baseUrl'], str),
    favicon: ctx.copy(['favicon'], str),
    trailingSlash: ctx.copy(['trailingSlash'], bool),
    noIndex: ctx.copy(['noIndex'], bool),
    titleDelimiter: ctx.copy(['titleDelimiter'], str),
    customFields: (v, at) => ctx.put(['customFields'], cleanJson(ctx, v, at), at, 'Put the values in the components that read them.'),
    onBrokenLinks: onBroken(ctx),
    onBrokenAnchors: onBroken(ctx),
    onBrokenMarkdownLinks: onBroken(ctx),
    onDuplicateRoutes: onBroken(ctx),
  };
}

// Where `docusaurus deploy` pushes: the same keys, gathered under deploy (docs deploy reads them).
function deployHandlers(ctx: MapContext): Record<string, Handler> {
  return {
    organizationName: ctx.copy(['deploy', 'organizationName'], str),
    projectName: ctx.copy(['deploy', 'projectName'], str),
    deploymentBranch: ctx.copy(['deploy', 'branch'], str),
    githubHost: ctx.copy(['deploy', 'githubHost'], str),
    // A string in Docusaurus ("22"), a number here.
    githubPort: (v, at) =>
      ctx.copy(['deploy', 'githubPort'], (p) => Number.isInteger(p) && (p as number) > 0)(typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : v, at),
  };
}

// Scripts and <meta> head tags; other head tags are noted.
function headHandlers(ctx: MapContext): Record<string, Handler> {
  return {
    scripts: (v, at) => {
      if (!Array.isArray(v)) return;
      const list: Obj[] = [];
      v.forEach((s, i) => {
        if (str(s)) list.push({ src: s });
        else if (isObj(s) && str(s.src)) {
          const item: Obj = { src: s.src };
          ctx.each(s, [...at, i], { src: () => {}, async: (x) => (item.async = x), defer: (x) => (item.defer = x) }, 'Scripts take src, async and defer here.');
          list.push(item);
        }
      });
      const existing = ((ctx.out.analytics as Obj | undefined)?.scripts as Obj[] | undefined) ?? [];
      ctx.put(['analytics', 'scripts'], [...existing, ...list], at);
    },
    headTags: (v, at) => {
      if (!Array.isArray(v)) return;
      v.forEach((tag, i) => {
        const attrs = isObj(tag) && isObj(tag.attributes) ? tag.attributes : undefined;
        const meta = isObj(tag) && tag.tagName === 'meta' && attrs ? metaTag(attrs) : undefined;
        if (meta) {
          const list = (ctx.out.metadata as Obj[] | undefined) ?? [];
          ctx.put(['metadata'], [...list, meta], [...at, i]);
        } else
          ctx.note(
            [...at, i],
            'migrate/unsupported',
            `a <${isObj(tag) ? String(tag.tagName) : '?'}> head tag`,
            'Only <meta name content> and <meta property content> tags (metadata) are configurable here.',
          );
      });
    },
  };
}
