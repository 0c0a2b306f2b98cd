/** The classic preset's `blog` options, mapped to the `blog` key (whose option names are shorter). */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { routeBase, show, type Handler, type KeyPath, type MapContext } from './map-context.js';
import { markdownPluginHandlers, type MarkdownPlugins } from './map-markdown-plugins.js';

/** The blog being written: each value with the Docusaurus key it came from. */
export interface BlogState {
  enabled: boolean;
  /** Where the preset said `blog: false`. */
  offAt?: KeyPath;
  /** The blog comes from a blog plugin of its own in `plugins` (the preset's `blog: false` does not turn it off). */
  fromPlugin?: boolean;
  values: Record<string, [unknown, KeyPath]>;
}

/** Docusaurus' blog defaults where ours differ, written out so a migrated site behaves as before. */
const DOCUSAURUS_BLOG = { sidebarCount: 5, sidebarTitle: 'Recent posts', postsPerPage: 10 } as const;

/** Starts the blog state of a mapping run: on, with Docusaurus' defaults. */
export function createBlogState(): BlogState {
  return { enabled: true, values: {} };
}

/** Maps the preset's `blog` options (false turns the blog off). */
export function mapBlogOptions(ctx: MapContext, blog: BlogState, markdown: MarkdownPlugins, options: unknown, at: KeyPath): void {
  if (options === false) {
    if (blog.fromPlugin) return;
    blog.enabled = false;
    blog.offAt = at;
    return;
  }
  const to =
    (key: string, map: (v: unknown) => unknown = (v) => v): Handler =>
    (v, a) => {
      blog.values[key] = [map(v), a];
    };
  ctx.each(options, at, {
    path: to('path', (v) => (typeof v === 'string' ? ctx.rel(v) : v)),
    routeBasePath: to('routeBasePath', routeBase),
    blogTitle: to('title'),
    blogDescription: to('description'),
    blogSidebarTitle: to('sidebarTitle'),
    blogSidebarCount: to('sidebarCount'),
    postsPerPage: to('postsPerPage'),
    showReadingTime: to('showReadingTime'),
    include: to('include'),
    exclude: to('exclude'),
    editUrl: ctx.drop('Blog posts have no edit link here; remove it.'),
    authorsMapPath: (v, a) => {
      if (v !== 'authors.yml')
        ctx.note(a, 'migrate/folders', `${show(a)} is ${JSON.stringify(v)}`, 'Authors are read from authors.yml in the blog folder here: rename the file.');
    },
    feedOptions: (v, a) =>
      ctx.each(v, a, { type: (t, ta) => feedTypes(ctx, blog, t, ta) }, 'Feed titles, descriptions and limits come from the blog options here; remove it.'),
    ...markdownPluginHandlers(ctx, markdown, 'blog'),
  });
}

// Docusaurus' feed types (one, a list, "all" or null) as the RSS and Atom feeds written here.
function feedTypes(ctx: MapContext, blog: BlogState, type: unknown, at: KeyPath): void {
  const list = type === null ? [] : type === 'all' ? ['rss', 'atom', 'json'] : Array.isArray(type) ? type : [type];
  if (list.includes('json'))
    ctx.note(at, 'migrate/unsupported', `${show(at)} asks for a JSON feed`, 'Only RSS and Atom feeds are written here; the JSON feed is left out.');
  blog.values.feedTypes = [list.filter((x) => x === 'rss' || x === 'atom'), at];
}

/** Writes the blog, with Docusaurus' defaults where the config left them out, unless it is off. */
export function finishBlog(ctx: MapContext, blog: BlogState): void {
  // A blog that is off takes no file of the blog folder as a post, so none is built.
  if (!blog.enabled) {
    if (existsSync(path.join(ctx.siteDir, 'blog'))) ctx.put(['blog', 'include'], [], blog.offAt ?? ['presets'], 'Move the blog folder out of the site.');
    return;
  }
  const values: Record<string, [unknown, KeyPath]> = {};
  for (const [key, value] of Object.entries(DOCUSAURUS_BLOG)) values[key] = [value, ['presets']];
  Object.assign(values, blog.values);
  values.path ??= ['blog', ['presets']];
  for (const [key, [value, from]] of Object.entries(values)) {
    const hint =
      key === 'include' || key === 'exclude' ? 'Every .md and .mdx file of the blog folder is a post here; move the others out of it.' : 'Remove it.';
    ctx.put(['blog', key], value, from, hint);
  }
}
