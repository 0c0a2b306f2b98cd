/**
 * The docs plugin's options, from the classic preset's `docs` or from each docs plugin listed
 * in `plugins`, mapped to sections of the `docs` key (one object, or a list of them).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { bool, isObj, routeBase, show, str, type Handler, type KeyPath, type MapContext, type Obj } from './map-context.js';
import { markdownPluginHandlers, type MarkdownPlugins } from './map-markdown-plugins.js';

/** One docs section being written, with where each of its values came from. */
export interface DocsSection {
  config: Obj;
  sources: [string[], KeyPath][];
  at: KeyPath;
}

/** The docs sections of a config: the preset's (unless `docs: false`) and the plugins'. */
export interface DocsState {
  preset?: DocsSection;
  /** Where the preset said `docs: false`. */
  presetOff?: KeyPath;
  instances: DocsSection[];
}

// Options Docusaurus has that are written as they are, when site.config.json has the same key;
// the hint says what to do when it does not.
const DIRECT: Record<string, { accept: (v: unknown) => boolean; hint: string }> = {
  editUrl: { accept: str, hint: 'Write the edit URL as a string (editUrl + the file path).' },
  lastVersion: { accept: str, hint: 'Remove it.' },
  onlyIncludeVersions: { accept: Array.isArray, hint: 'Remove it.' },
  sidebarCollapsed: { accept: bool, hint: 'Remove it.' },
  sidebarCollapsible: {
    accept: bool,
    hint: 'Every category can be collapsed here; give a category "collapsible": false in the sidebars file or its _category_.json.',
  },
  breadcrumbs: { accept: bool, hint: 'Doc pages show breadcrumbs here; hide them with `.docs-breadcrumbs { display: none; }` in customCss.' },
  showLastUpdateTime: { accept: bool, hint: 'Remove it.' },
  showLastUpdateAuthor: { accept: bool, hint: 'Remove it.' },
  include: { accept: Array.isArray, hint: 'Every .md and .mdx file of the docs folder is a doc here.' },
  exclude: { accept: Array.isArray, hint: 'Move the excluded files out of the docs folder.' },
};

/** Starts the docs state of a mapping run. */
export function createDocsState(): DocsState {
  return { instances: [] };
}

/** Maps the options of one docs plugin to a docs section (the preset's `docs`, or a docs plugin of `plugins`). */
export function mapDocsOptions(ctx: MapContext, markdown: MarkdownPlugins, options: unknown, at: KeyPath): DocsSection {
  const section: DocsSection = { config: {}, sources: [], at };
  const set = (key: string, value: unknown, from: KeyPath, hint = 'Remove it.') => {
    if (!ctx.schemaHas(['docs', key])) return ctx.note(from, 'migrate/no-counterpart', `${show(from)} has no counterpart in site.config.json`, hint);
    section.config[key] = value;
    section.sources.push([[key], from]);
  };
  const take =
    (key: string, accept: (v: unknown) => boolean, hint: string): Handler =>
    (v, a) =>
      accept(v)
        ? set(key, v, a, hint)
        : ctx.note(
            a,
            'migrate/unexpected',
            `${show(a)} has a value this generator does not take: ${JSON.stringify(v)}`,
            'Check the option in guides/configuration.md and set it by hand.',
          );
  const handlers: Record<string, Handler> = {
    ...Object.fromEntries(Object.entries(DIRECT).map(([key, { accept, hint }]) => [key, take(key, accept, hint)])),
    id: take('id', str, 'Remove it.'),
    path: (v, a) => (str(v) ? set('path', ctx.rel(v), a) : undefined),
    sidebarPath: (v, a) => (v === false ? set('sidebarPath', false, a) : str(v) ? set('sidebarPath', sidebarFile(ctx, v), a) : undefined),
    routeBasePath: (v, a) => set('routeBasePath', routeBase(v), a),
    versions: (v, a) => mapVersions(ctx, section, v, a),
    disableVersioning: (v, a) => (v === true ? onlyCurrent(section, a) : undefined),
    ...markdownPluginHandlers(ctx, markdown, 'docs'),
  };
  if (options !== undefined) ctx.each(options, at, handlers);
  // As in Docusaurus, a docs plugin reads docs/ when it names no folder.
  if (section.config.path === undefined) set('path', 'docs', at);
  return section;
}

/** `disableVersioning: true`: only the current docs are built, at the docs' base. */
function onlyCurrent(section: DocsSection, at: KeyPath): void {
  section.config.onlyIncludeVersions = ['current'];
  section.config.lastVersion ??= 'current';
  section.sources.push([['onlyIncludeVersions'], at], [['lastVersion'], at]);
}

/**
 * A sidebars path as Docusaurus loads it: `./sidebars` is sidebars.js, sidebars.ts... whichever
 * exists, and `./sidebars.js` is sidebars.ts when only that exists (its loader maps the
 * extensions as TypeScript's resolution does).
 */
function sidebarFile(ctx: MapContext, file: string): string {
  const abs = path.resolve(ctx.siteDir, file);
  if (existsSync(abs)) return ctx.rel(abs);
  const stem = abs.replace(/\.(?:js|jsx|mjs|cjs)$/, '');
  const candidates = [
    ...['.js', '.json', '.ts', '.mjs', '.cjs', '.mts', '.cts'].map((ext) => abs + ext),
    ...(stem === abs ? [] : ['.ts', '.tsx', '.mts', '.cts'].map((ext) => stem + ext)),
  ];
  const found = candidates.find((f) => existsSync(f));
  return ctx.rel(found ?? abs);
}

/** docs.versions: each version's options, keeping those site.config.json has. */
function mapVersions(ctx: MapContext, section: DocsSection, value: unknown, at: KeyPath): void {
  if (!isObj(value)) return;
  for (const [name, options] of Object.entries(value)) {
    const keys = ctx.knownKeysAt(['docs', 'versions', name]) ?? [];
    const handlers = Object.fromEntries(
      ['label', 'path', 'banner', 'badge', 'className', 'noIndex'].map((key) => [
        key,
        (x: unknown, xa: KeyPath) => {
          if (!keys.includes(key))
            return ctx.note(
              xa,
              'migrate/no-counterpart',
              `${show(xa)} has no counterpart in site.config.json`,
              'Version badges and class names are not configurable here; remove it.',
            );
          const versions = (section.config.versions ??= {}) as Obj;
          ((versions[name] ??= {}) as Obj)[key] = x;
          section.sources.push([['versions', name, key], xa]);
        },
      ]),
    );
    ctx.each(options, [...at, name], handlers, 'Versions take label, path, banner and noIndex here; remove it.');
  }
}

/** Writes the docs sections: one object for the preset's alone, else a list with the preset's first, as Docusaurus orders its instances. */
export function finishDocs(ctx: MapContext, state: DocsState, shared: Record<string, [unknown, KeyPath]>): void {
  const sections = [...(state.preset ? [state.preset] : []), ...state.instances];
  if (state.presetOff && state.instances.length === 0) {
    ctx.note(state.presetOff, 'migrate/unsupported', 'docs: false (a site without docs)', 'Leave the docs folder empty; no docs pages are built then.');
  }
  if (sections.length === 0) return;
  for (const section of sections) {
    for (const [key, [value, from]] of Object.entries(shared)) {
      section.config[key] = value;
      section.sources.push([[key], from]);
    }
  }
  sections.slice(1).forEach((s) => {
    if (s.config.id === undefined && sections.filter((x) => x.config.id === undefined).length > 1) {
      ctx.note(
        s.at,
        'migrate/unexpected',
        `a second docs section (${show(s.at)}) has no id`,
        'Give it an "id" (e.g. "community") in the Docusaurus config; only one docs section may go without.',
      );
    }
  });
  const list = sections.length > 1;
  ctx.out.docs = list ? sections.map((s) => s.config) : sections[0]!.config;
  sections.forEach((s, i) => {
    for (const [target, from] of s.sources) ctx.sources.push([list ? ['docs', i, ...target] : ['docs', ...target], from]);
  });
}
