import { existsSync } from 'node:fs';
import path from 'node:path';
import { knownKeysAt } from '../config/schema.js';
import { stubOrigin } from './load-docusaurus-config.js';

/** A path of keys in the Docusaurus config, e.g. ['themeConfig', 'navbar', 'items', 2, 'type']. */
export type KeyPath = (string | number)[];

/** Something of the Docusaurus config that has no place in site.config.json, and what to do about it. */
export interface MigrateNote {
  rule: string;
  /** Where in the Docusaurus config (absent for notes about other files). */
  keyPath?: KeyPath;
  /** A file other than the config (a swizzled component, a page), relative to the site folder. */
  file?: string;
  line?: number;
  message: string;
  hint: string;
}

/** The mapped config and what could not be mapped. */
export interface MappedConfig {
  config: Record<string, unknown>;
  notes: MigrateNote[];
  /** Where the Docusaurus site keeps its content, relative to the site folder. */
  folders: { docs: string; blog: string; pages: string; sidebars?: string };
  /** Where each written value came from: a path of site.config.json and the Docusaurus key path. */
  sources: Array<[target: (string | number)[], from: KeyPath]>;
}

/** The Docusaurus key path a path of site.config.json came from: the longest recorded prefix, with the rest appended. */
export function sourceOf(sources: MappedConfig['sources'], target: readonly PropertyKey[]): KeyPath | undefined {
  let best: [number, KeyPath] | undefined;
  for (const [prefix, from] of sources) {
    if (prefix.length > target.length || !prefix.every((k, i) => String(k) === String(target[i]))) continue;
    if (!best || prefix.length > best[0]) best = [prefix.length, from];
  }
  if (!best) return undefined;
  return [...best[1], ...target.slice(best[0]).map((k) => (typeof k === 'number' ? k : String(k)))];
}

// Brand icons of the theme's navbar icon links, by the host a link points at.
const BRAND_HOSTS: Record<string, string> = {
  'github.com': 'github',
  'x.com': 'x',
  'twitter.com': 'x',
  'discord.gg': 'discord',
  'discord.com': 'discord',
  'youtube.com': 'youtube',
  'linkedin.com': 'linkedin',
};

type Obj = Record<string, unknown>;
type Handler = (value: unknown, at: KeyPath) => void;

const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v) && !stubOrigin(v);
const show = (at: KeyPath) =>
  at.map((k, i) => (typeof k === 'number' ? `[${k}]` : !/^[A-Za-z_$][\w$]*$/.test(k) ? `[${JSON.stringify(k)}]` : i === 0 ? k : `.${k}`)).join('');
const posix = (p: string) => p.split(path.sep).join('/');

/** Docusaurus' own defaults where ours differ, written out so a migrated site behaves as before. */
const DOCUSAURUS_DEFAULTS = {
  onBrokenLinks: 'throw',
  onBrokenAnchors: 'warn',
  onBrokenMarkdownLinks: 'warn',
  onDuplicateRoutes: 'warn',
  blogSidebarCount: 5,
  blogSidebarTitle: 'Recent posts',
  postsPerPage: 10,
} as const;

/**
 * Maps an evaluated Docusaurus config onto site.config.json. Every key is either mapped or
 * reported: handlers exist for the keys that have a counterpart, and any other key becomes a
 * note. A target key is written only when our schema has it (checked against the schema, so
 * options the schema gains later are picked up).
 */
export function mapDocusaurusConfig(source: Obj, siteDir: string): MappedConfig {
  const out: Obj = {};
  const notes: MigrateNote[] = [];
  const sources: MappedConfig['sources'] = [];
  const note = (at: KeyPath, rule: string, message: string, hint: string) => notes.push({ rule, keyPath: at, message, hint });
  const schemaHas = (target: string[]) => knownKeysAt(target.slice(0, -1))?.includes(target[target.length - 1]!) ?? false;

  /** Writes a value at a target path of our config when the schema has that key, else notes it. */
  const put = (target: string[], value: unknown, from: KeyPath, hint = 'Remove it; nothing here depends on it.'): boolean => {
    if (value === undefined) return false;
    if (!schemaHas(target)) {
      note(from, 'migrate/no-counterpart', `${show(from)} has no counterpart in site.config.json`, hint);
      return false;
    }
    let obj = out;
    for (const k of target.slice(0, -1)) obj = (obj[k] ??= {}) as Obj;
    obj[target[target.length - 1]!] = value;
    sources.push([target, from]);
    return true;
  };
  /** A value computed by code or taken from a package cannot be written into JSON. */
  const plain = (value: unknown, at: KeyPath): boolean => {
    const origin = stubOrigin(value);
    if (origin || typeof value === 'function') {
      note(at, 'migrate/computed', `${show(at)} is ${origin ? `a value of the package ${origin.split('.')[0]}` : 'a function'}, which site.config.json cannot hold`, 'Write the value it stands for into site.config.json by hand, if this generator has the option.');
      return false;
    }
    return true;
  };
  /** Runs the handler of each key of an object; a key without a handler is reported. */
  const each = (obj: unknown, at: KeyPath, handlers: Record<string, Handler>, unknownHint = 'Remove it, or find the closest option of site.config.json in the README.') => {
    if (!isObj(obj)) {
      if (obj !== undefined && plain(obj, at)) note(at, 'migrate/unexpected', `${show(at)} is not an object`, 'Check the Docusaurus config.');
      return;
    }
    for (const [key, value] of Object.entries(obj)) {
      if (value === undefined) continue;
      const handler = handlers[key];
      if (handler) {
        if (plain(value, [...at, key])) handler(value, [...at, key]);
      } else note([...at, key], 'migrate/unknown-key', `${show([...at, key])} is not mapped`, unknownHint);
    }
  };
  const copy = (target: string[], accept: (v: unknown) => boolean = () => true): Handler => (value, at) => {
    if (accept(value)) put(target, value, at);
    else note(at, 'migrate/unexpected', `${show(at)} has a value this generator does not take: ${JSON.stringify(value)}`, 'Check the option in the README and set it by hand.');
  };
  const str = (v: unknown) => typeof v === 'string';
  const bool = (v: unknown) => typeof v === 'boolean';
  const drop = (hint: string, rule = 'migrate/no-counterpart'): Handler => (_v, at) => note(at, rule, `${show(at)} has no counterpart in site.config.json`, hint);
  const onBroken: Handler = (value, at) => {
    // Docusaurus' "log" prints and goes on, as our "warn" does.
    const mapped = value === 'log' ? 'warn' : value;
    copy([String(at[at.length - 1])], (v) => ['throw', 'warn', 'ignore', 'log'].includes(v as string))(mapped, at);
  };
  const rel = (p: string) => posix(path.relative(siteDir, path.resolve(siteDir, p))) || '.';
  const routeBase = (v: unknown) => (typeof v === 'string' ? v.replace(/^\/+|\/+$/g, '') : v);

  // Content folders, settled after the presets are read: Docusaurus' defaults unless set there.
  const folders = { docs: 'docs', blog: 'blog', pages: 'src/pages', sidebars: undefined as string | undefined, at: {} as Record<string, KeyPath> };
  let blogEnabled = true;
  const blogOut: Obj = {};

  const docsOptions: Record<string, Handler> = {
    id: copy(['docs', 'id'], str),
    path: (v, at) => { if (str(v)) { folders.docs = rel(v as string); folders.at.docs = at; } },
    sidebarPath: (v, at) => {
      if (v === false) note(at, 'migrate/unsupported', `${show(at)} is false (no sidebar)`, 'Give the docs a sidebar file; every doc page here shows one.');
      else if (str(v)) { folders.sidebars = rel(v as string); folders.at.sidebars = at; }
    },
    routeBasePath: (v, at) => put(['docs', 'routeBasePath'], routeBase(v), at),
    editUrl: (v, at) => copy(['docs', 'editUrl'], str)(v, at),
    lastVersion: copy(['docs', 'lastVersion'], str),
    onlyIncludeVersions: copy(['docs', 'onlyIncludeVersions'], Array.isArray),
    sidebarCollapsed: copy(['docs', 'sidebarCollapsed'], bool),
    showLastUpdateTime: drop('Docs show no last-update line here; remove it.'),
    showLastUpdateAuthor: drop('Docs show no last-update line here; remove it.'),
    include: drop('Every .md file of the docs folder is a doc here; remove it.'),
    exclude: drop('Every .md file of the docs folder is a doc here; move the excluded files out of it.'),
  };
  // docs.versions: each version's options, keeping those our schema has.
  docsOptions.versions = (v, at) => {
    if (!isObj(v)) return;
    for (const [name, options] of Object.entries(v)) {
      each(options, [...at, name], {
        label: (x, a) => setVersion(name, 'label', x, a),
        path: (x, a) => setVersion(name, 'path', x, a),
        banner: (x, a) => setVersion(name, 'banner', x, a),
        noIndex: (x, a) => setVersion(name, 'noIndex', x, a),
      }, 'Version badges and class names are not configurable here; remove it.');
    }
  };
  const setVersion = (name: string, key: string, value: unknown, at: KeyPath) => {
    if (!(knownKeysAt(['docs', 'versions', name]) ?? []).includes(key)) return note(at, 'migrate/no-counterpart', `${show(at)} has no counterpart in site.config.json`, 'Remove it.');
    const versions = (((out.docs ??= {}) as Obj).versions ??= {}) as Obj;
    ((versions[name] ??= {}) as Obj)[key] = value;
  };
  for (const key of ['remarkPlugins', 'rehypePlugins', 'beforeDefaultRemarkPlugins', 'beforeDefaultRehypePlugins', 'recmaPlugins']) {
    docsOptions[key] = drop('Markdown plugins do not run here; the markdown features this generator has are listed in the README.', 'migrate/plugin');
  }

  // Further docs sections (the docs plugin listed in `plugins`), each mapped to an entry of the docs list.
  const instances: { config: Obj; at: KeyPath; sources: [string[], KeyPath][] }[] = [];
  const docsInstance = (options: unknown, at: KeyPath) => {
    const config: Obj = {};
    const own: [string[], KeyPath][] = [];
    const set = (key: string, value: unknown, from: KeyPath) => {
      config[key] = value;
      own.push([[key], from]);
    };
    const take = (key: string, accept: (v: unknown) => boolean, map: (v: unknown) => unknown = (v) => v): Handler => (v, a) =>
      accept(v) ? set(key, map(v), a) : note(a, 'migrate/unexpected', `${show(a)} has a value this generator does not take: ${JSON.stringify(v)}`, 'Check the option in the README and set it by hand.');
    const handlers: Record<string, Handler> = {
      id: take('id', str),
      path: take('path', str, (v) => rel(v as string)),
      sidebarPath: take('sidebarPath', (v) => str(v) || v === false, (v) => (v === false ? false : rel(v as string))),
      routeBasePath: take('routeBasePath', str, routeBase),
      editUrl: take('editUrl', str),
      lastVersion: take('lastVersion', str),
      onlyIncludeVersions: take('onlyIncludeVersions', Array.isArray),
      sidebarCollapsed: take('sidebarCollapsed', bool),
      showLastUpdateTime: take('showLastUpdateTime', bool),
      showLastUpdateAuthor: take('showLastUpdateAuthor', bool),
      versions: (v, a) => {
        if (!isObj(v)) return;
        for (const [name, opts] of Object.entries(v)) {
          each(opts, [...a, name], Object.fromEntries(['label', 'path', 'banner', 'noIndex'].map((key) => [key, (x: unknown, xa: KeyPath) => {
            const versions = (config.versions ??= {}) as Obj;
            ((versions[name] ??= {}) as Obj)[key] = x;
            own.push([['versions', name, key], xa]);
          }])), 'Version badges and class names are not configurable here; remove it.');
        }
      },
      include: docsOptions.include!,
      exclude: docsOptions.exclude!,
    };
    for (const key of ['remarkPlugins', 'rehypePlugins', 'beforeDefaultRemarkPlugins', 'beforeDefaultRehypePlugins', 'recmaPlugins']) handlers[key] = docsOptions[key]!;
    if (options !== undefined) each(options, at, handlers);
    // As in Docusaurus, a docs plugin reads docs/ when it names no folder.
    if (config.path === undefined) set('path', 'docs', at);
    if (config.id === undefined) {
      note(at, 'migrate/unexpected', `a second docs section (${show(at)}) has no id`, 'Give it an "id" (e.g. "community") in the Docusaurus config; only one docs section may go without.');
    }
    instances.push({ config, at, sources: own });
  };

  const blogOptions: Record<string, Handler> = {
    path: (v, at) => { if (str(v)) { folders.blog = rel(v as string); folders.at.blog = at; } },
    routeBasePath: (v, at) => { blogOut.routeBasePath = [routeBase(v), at]; },
    blogTitle: (v, at) => { blogOut.title = [v, at]; },
    blogDescription: (v, at) => { blogOut.description = [v, at]; },
    blogSidebarTitle: (v, at) => { blogOut.sidebarTitle = [v, at]; },
    blogSidebarCount: (v, at) => { blogOut.sidebarCount = [v === 'ALL' ? 'ALL' : v, at]; },
    postsPerPage: (v, at) => { blogOut.postsPerPage = [v, at]; },
    editUrl: drop('Blog posts have no edit link here; remove it.'),
    authorsMapPath: (v, at) => { if (v !== 'authors.yml') note(at, 'migrate/folders', `${show(at)} is ${JSON.stringify(v)}`, 'Authors are read from authors.yml in the blog folder here: rename the file.'); },
    showReadingTime: (v, at) => { blogOut.showReadingTime = [v, at]; },
    feedOptions: (v, at) =>
      each(v, at, {
        type: (t, a) => {
          const list = t === null ? [] : t === 'all' ? ['rss', 'atom', 'json'] : Array.isArray(t) ? t : [t];
          if (list.includes('json')) note(a, 'migrate/unsupported', `${show(a)} asks for a JSON feed`, 'Only RSS and Atom feeds are written here; the JSON feed is left out.');
          blogOut.feedTypes = [list.filter((x) => x === 'rss' || x === 'atom'), a];
        },
      }, 'Feed titles, descriptions and limits come from the blog options here; remove it.'),
  };
  for (const key of ['remarkPlugins', 'rehypePlugins', 'beforeDefaultRemarkPlugins', 'beforeDefaultRehypePlugins', 'recmaPlugins']) {
    blogOptions[key] = drop('Markdown plugins do not run here; the markdown features this generator has are listed in the README.', 'migrate/plugin');
  }

  const pagesOptions: Record<string, Handler> = {
    path: (v, at) => { if (str(v)) { folders.pages = rel(v as string); folders.at.pages = at; } },
    routeBasePath: (v, at) => { if (routeBase(v) !== '') note(at, 'migrate/no-counterpart', `${show(at)} moves pages under /${routeBase(v)}`, 'Pages are served from the site root here; move them into a subfolder of the pages folder instead.'); },
  };

  const presetOptions: Record<string, Handler> = {
    docs: (v, at) => (v === false ? note(at, 'migrate/unsupported', 'docs: false (a site without docs)', 'Leave the docs folder empty; no docs pages are built then.') : each(v, at, docsOptions)),
    blog: (v, at) => {
      if (v === false) { blogEnabled = false; return; }
      each(v, at, blogOptions);
    },
    pages: (v, at) => (v === false ? note(at, 'migrate/unsupported', 'pages: false', 'Leave the pages folder empty; no pages are built then.') : each(v, at, pagesOptions)),
    theme: (v, at) =>
      each(v, at, {
        customCss: (css, a) => {
          const list = (Array.isArray(css) ? css : [css]).filter(str).map((f) => rel(f as string));
          put(['customCss'], list, a);
        },
      }),
    sitemap: (v, at) => {
      if (v === false) note(at, 'migrate/no-counterpart', 'sitemap: false', 'A sitemap.xml is always written here; leave it unlinked if you do not want it.');
      else if (isObj(v) && Object.keys(v).length > 0) note(at, 'migrate/no-counterpart', `${show(at)} options are not configurable here`, 'sitemap.xml lists every indexable page; remove the options.');
    },
    gtag: drop('Add the analytics script to analytics.scripts in site.config.json.', 'migrate/plugin'),
    googleAnalytics: drop('Add the analytics script to analytics.scripts in site.config.json.', 'migrate/plugin'),
    googleTagManager: drop('Add the tag manager script to analytics.scripts in site.config.json.', 'migrate/plugin'),
    svgr: drop('SVG files are imported as URLs here; remove it.'),
    debug: drop('There is no debug plugin here; remove it.'),
  };

  const navbarItem = (item: unknown, at: KeyPath): Obj | undefined => {
    if (!isObj(item)) return undefined;
    const type = (item.type as string | undefined) ?? 'default';
    const supported = ['default', 'doc', 'docSidebar', 'docsVersionDropdown', 'docsVersion', 'search', 'html'];
    if (!supported.includes(type)) {
      const hint =
        type === 'dropdown' ? 'Navbar dropdowns are not supported here: list the links as separate navbar items, or move them to the footer.'
          : type === 'localeDropdown' ? 'Sites here have one language; remove the item.'
            : 'Write the item as one of the types this generator has (default, doc, docSidebar, docsVersionDropdown, docsVersion, search, html).';
      note([...at, 'type'], 'migrate/unsupported', `navbar item of type "${type}" has no counterpart`, hint);
      return undefined;
    }
    const mapped: Obj = {};
    if (type !== 'default') mapped.type = type;
    const keep = (k: string) => (v: unknown) => { mapped[k] = v; };
    each(item, at, {
      type: () => {},
      label: keep('label'),
      to: keep('to'),
      href: keep('href'),
      position: keep('position'),
      className: keep('className'),
      'aria-label': keep('aria-label'),
      docId: keep('docId'),
      sidebarId: keep('sidebarId'),
      value: keep('value'),
      icon: keep('icon'),
      docsPluginId: keep('docsPluginId'),
      version: keep('version'),
    }, 'The navbar items here take type, label, to, href, position, className, aria-label, docId, sidebarId, docsPluginId, version and value; remove it.');
    if (type === 'default' && mapped.label === undefined && mapped.icon === undefined) {
      // Docusaurus sites draw label-less links (a GitHub mark) with CSS; here an icon link needs an icon and an aria-label.
      let host = '';
      try {
        host = new URL(String(mapped.href ?? '')).hostname.replace(/^www\./, '');
      } catch {
        host = '';
      }
      mapped.icon = BRAND_HOSTS[host] ?? 'external';
      mapped['aria-label'] ??= host || String(mapped.to ?? 'link');
      note(at, 'migrate/icon-link', `the navbar item without a label becomes an icon link (icon "${mapped.icon}")`, `Check it in the navbar; if custom CSS drew its icon${mapped.className ? ` (.${String(mapped.className).split(' ')[0]})` : ''}, remove that rule or the "icon".`);
    }
    return mapped;
  };

  const footerLinks: Handler = (value, at) => {
    if (!Array.isArray(value)) return;
    const groups: Obj[] = [];
    value.forEach((group, i) => {
      if (!isObj(group) || !Array.isArray(group.items)) {
        note([...at, i], 'migrate/unsupported', 'a footer link outside a column (the simple footer style)', 'Footer links are grouped in titled columns here; put them in a { "title", "items" } group by hand.');
        return;
      }
      const items: Obj[] = [];
      (group.items as unknown[]).forEach((link, j) => {
        if (!isObj(link)) return;
        if (link.html !== undefined) return note([...at, i, 'items', j, 'html'], 'migrate/unsupported', 'a footer item given as raw HTML', 'Write it as a link with label and to or href.');
        const item: Obj = {};
        each(link, [...at, i, 'items', j], { label: (v) => (item.label = v), to: (v) => (item.to = v), href: (v) => (item.href = v) }, 'Footer links take label, to and href here; remove it.');
        items.push(item);
      });
      each(group, [...at, i], { title: () => {}, items: () => {} }, 'Footer columns take title and items here; remove it.');
      groups.push({ title: group.title ?? '', items });
    });
    put(['footer', 'links'], groups, at);
  };

  const themeConfig: Record<string, Handler> = {
    navbar: (v, at) =>
      each(v, at, {
        title: copy(['navbar', 'title'], str),
        hideOnScroll: copy(['navbar', 'hideOnScroll'], bool),
        logo: (logo, a) => {
          if (!isObj(logo)) return;
          const mapped: Obj = { alt: logo.alt ?? '' };
          each(logo, a, { src: (x) => (mapped.src = x), srcDark: (x) => (mapped.srcDark = x), alt: () => {}, href: (x) => (mapped.href = x) }, 'The logo takes src, srcDark, alt and href here; size it with CSS in customCss.');
          put(['navbar', 'logo'], mapped, a);
        },
        items: (items, a) => {
          if (!Array.isArray(items)) return;
          const kept: [Obj, number][] = [];
          items.forEach((item, i) => {
            const mapped = navbarItem(item, [...a, i]);
            if (mapped) kept.push([mapped, i]);
          });
          if (put(['navbar', 'items'], kept.map(([m]) => m), a)) kept.forEach(([, i], j) => sources.push([['navbar', 'items', j], [...a, i]]));
        },
        style: drop('Style the navbar with CSS in customCss.'),
      }),
    footer: (v, at) =>
      each(v, at, {
        style: copy(['footer', 'style'], (s) => s === 'light' || s === 'dark'),
        links: footerLinks,
        copyright: copy(['footer', 'copyright'], str),
        logo: drop('The footer has no logo here; add one to the copyright HTML.'),
      }),
    announcementBar: (v, at) => {
      if (!isObj(v)) return;
      // Docusaurus' defaults for what the bar leaves out; our schema wants every field.
      const bar: Obj = { id: 'announcement-bar', content: '', backgroundColor: '#fff', textColor: '#000', isCloseable: true };
      each(v, at, Object.fromEntries(['id', 'content', 'backgroundColor', 'textColor', 'isCloseable'].map((k) => [k, (x: unknown) => (bar[k] = x)])));
      put(['announcementBar'], bar, at);
    },
    colorMode: (v, at) =>
      each(v, at, {
        defaultMode: copy(['colorMode', 'defaultMode'], (m) => m === 'light' || m === 'dark'),
        disableSwitch: copy(['colorMode', 'disableSwitch'], bool),
        respectPrefersColorScheme: copy(['colorMode', 'respectPrefersColorScheme'], bool),
      }),
    algolia: (v, at) =>
      each(v, at, {
        appId: copy(['search', 'appId'], str),
        apiKey: copy(['search', 'apiKey'], str),
        indexName: copy(['search', 'indexName'], str),
        contextualSearch: copy(['search', 'contextualSearch'], bool),
        insights: copy(['search', 'insights'], bool),
        searchPagePath: (p, a) => (p === false ? note(a, 'migrate/unsupported', 'searchPagePath: false', 'The search page is always built here; remove it.') : put(['search', 'searchPagePath'], routeBase(p), a)),
      }, 'Search takes appId, apiKey, indexName, contextualSearch, insights and searchPagePath here; remove it.'),
    tableOfContents: (v, at) =>
      each(v, at, {
        minHeadingLevel: copy(['docs', 'tocMinHeadingLevel']),
        maxHeadingLevel: copy(['docs', 'tocMaxHeadingLevel']),
      }),
    metadata: (v, at) => {
      if (!Array.isArray(v)) return;
      const list: Obj[] = [];
      v.forEach((m, i) => {
        if (isObj(m) && str(m.name) && str(m.content) && Object.keys(m).length === 2) list.push({ name: m.name, content: m.content });
        else note([...at, i], 'migrate/unsupported', 'a metadata tag other than { name, content }', 'Only <meta name content> tags are configurable here.');
      });
      put(['metadata'], list, at);
    },
    prism: drop('Code is highlighted by refractor with every common language built in; colour themes are CSS (override the --docs-code-* properties in customCss).'),
    image: drop('There is no site-wide social card here; set `image` in the front matter of the pages that need one.'),
    docs: drop('The docs sidebar is not hideable here and categories collapse as sidebarCollapsed says; remove it.'),
    blog: drop('The blog sidebar is a flat list here; remove it.'),
    mermaid: drop('Mermaid diagrams are not rendered here; use an image.'),
    liveCodeBlock: drop('Live code blocks are not supported here.'),
  };

  const top: Record<string, Handler> = {
    title: copy(['title'], str),
    tagline: copy(['tagline'], str),
    url: copy(['url'], str),
    baseUrl: copy(['baseUrl'], str),
    favicon: copy(['favicon'], str),
    trailingSlash: copy(['trailingSlash'], bool),
    noIndex: copy(['noIndex'], bool),
    onBrokenLinks: onBroken,
    onBrokenAnchors: onBroken,
    onBrokenMarkdownLinks: onBroken,
    onDuplicateRoutes: onBroken,
    markdown: (v, at) =>
      each(v, at, {
        hooks: (h, a) => each(h, a, { onBrokenMarkdownLinks: onBroken, onBrokenMarkdownImages: onBroken }),
        format: (f, a) => { if (f !== 'mdx' && f !== 'detect') note(a, 'migrate/unsupported', `markdown.format ${JSON.stringify(f)}`, 'Markdown is read with JSX-style components as described in the README.'); },
        mermaid: drop('Mermaid diagrams are not rendered here; use an image.'),
      }, 'Markdown parsing is not configurable here; remove it.'),
    staticDirectories: (v, at) => {
      if (!Array.isArray(v)) return;
      if (v.length === 1 && str(v[0])) { if (v[0] !== 'static') put(['staticDir'], rel(v[0] as string), at); }
      else note(at, 'migrate/unsupported', 'several static folders', `One static folder is copied here: merge them into one and set staticDir.`);
    },
    i18n: (v, at) => {
      if (!isObj(v)) return;
      const locales = Array.isArray(v.locales) ? v.locales : [];
      if (locales.length > 1 || (v.defaultLocale !== undefined && v.defaultLocale !== 'en')) {
        note(at, 'migrate/unsupported', `${show(at)} lists ${locales.length} locales`, 'Sites here have one language (English); build each translation as a site of its own.');
      }
    },
    scripts: (v, at) => {
      if (!Array.isArray(v)) return;
      const list: Obj[] = [];
      v.forEach((s, i) => {
        if (str(s)) list.push({ src: s });
        else if (isObj(s) && str(s.src)) {
          const item: Obj = { src: s.src };
          each(s, [...at, i], { src: () => {}, async: (x) => (item.async = x), defer: (x) => (item.defer = x) }, 'Scripts take src, async and defer here.');
          list.push(item);
        }
      });
      const existing = ((out.analytics as Obj | undefined)?.scripts as Obj[] | undefined) ?? [];
      put(['analytics', 'scripts'], [...existing, ...list], at);
    },
    headTags: (v, at) => {
      if (!Array.isArray(v)) return;
      v.forEach((tag, i) => {
        const attrs = isObj(tag) && isObj(tag.attributes) ? tag.attributes : undefined;
        if (isObj(tag) && tag.tagName === 'meta' && attrs && str(attrs.name) && str(attrs.content)) {
          const list = (out.metadata as Obj[] | undefined) ?? [];
          put(['metadata'], [...list, { name: attrs.name, content: attrs.content }], [...at, i]);
        } else note([...at, i], 'migrate/unsupported', `a <${isObj(tag) ? String(tag.tagName) : '?'}> head tag`, 'Only <meta name content> tags (metadata) are configurable here.');
      });
    },
    stylesheets: drop('Import the stylesheets from a file listed in customCss (@import url(...)).'),
    clientModules: drop('Client modules do not run here; load such code from analytics.scripts or a React page.'),
    customFields: drop('Custom fields are not passed to the theme here; put the values in the components that use them (theme overrides).'),
    organizationName: drop('Deployment settings are not needed: deploy dist/ with your host\'s tooling.', 'migrate/deploy'),
    projectName: drop('Deployment settings are not needed: deploy dist/ with your host\'s tooling.', 'migrate/deploy'),
    deploymentBranch: drop('Deployment settings are not needed: deploy dist/ with your host\'s tooling.', 'migrate/deploy'),
    githubHost: drop('Deployment settings are not needed: deploy dist/ with your host\'s tooling.', 'migrate/deploy'),
    githubPort: drop('Deployment settings are not needed: deploy dist/ with your host\'s tooling.', 'migrate/deploy'),
    future: drop('Build options of Docusaurus; esbuild bundles here, so remove it.'),
    webpack: drop('There is no webpack here (the theme is bundled by esbuild); move what the custom loader does into the content or theme overrides.', 'migrate/webpack'),
    plugins: (v, at) => {
      if (!Array.isArray(v)) return;
      v.forEach((p, i) => plugin(p, [...at, i]));
    },
    themes: (v, at) => {
      if (!Array.isArray(v)) return;
      v.forEach((t, i) => {
        const name = pluginName(t);
        if (/theme-classic|theme-search-algolia/.test(name)) return;
        note([...at, i], 'migrate/plugin', `the theme ${name} has no counterpart`, /mermaid/.test(name) ? 'Mermaid diagrams are not rendered here; use an image.' : 'Themes do not plug in here; override components of the built-in theme in theme/ (see Theme overrides in the README).');
      });
    },
    presets: (v, at) => {
      if (!Array.isArray(v)) return;
      v.forEach((entry, i) => {
        const name = pluginName(entry);
        if (!/^(classic|@docusaurus\/preset-classic)$|preset-classic/.test(name)) {
          note([...at, i], 'migrate/plugin', `the preset ${name} has no counterpart`, 'Only the classic preset (docs, blog, pages, theme) maps onto this generator.');
          return;
        }
        const options = Array.isArray(entry) ? entry[1] : undefined;
        if (options !== undefined) each(options, [...at, i, 1], presetOptions);
      });
    },
    themeConfig: (v, at) => each(v, at, themeConfig),
  };

  const plugin = (p: unknown, at: KeyPath) => {
    const name = pluginName(p);
    const fn = Array.isArray(p) ? p[0] : p;
    const text = typeof fn === 'function' ? String(fn) : '';
    if (/configureWebpack/.test(text)) {
      note(at, 'migrate/webpack', `the plugin ${name} customises webpack (configureWebpack)`, 'There is no webpack here (the theme is bundled by esbuild); drop it, or do its job in a theme override.');
    } else if (/plugin-content-docs/.test(name)) {
      docsInstance(Array.isArray(p) ? p[1] : undefined, Array.isArray(p) ? [...at, 1] : at);
    } else if (/plugin-content-blog/.test(name)) {
      note(at, 'migrate/plugin', `a second blog (${name})`, 'One blog is built here: merge its posts into the main blog folder.');
    } else if (/plugin-client-redirects/.test(name)) {
      note(at, 'migrate/plugin', `the plugin ${name} has no counterpart`, 'Configure the redirects on your host (most static hosts read a _redirects file from static/).');
    } else if (/plugin-ideal-image|plugin-pwa|plugin-google|plugin-sitemap|plugin-debug/.test(name)) {
      note(at, 'migrate/plugin', `the plugin ${name} has no counterpart`, 'Remove it; images, sitemap and analytics are handled as the README describes.');
    } else {
      note(at, 'migrate/plugin', `the plugin ${name} has no counterpart`, 'Plugins do not run here: do its job in a theme override, a React page or a build step of your own.');
    }
  };

  each(source, [], top, 'Remove it, or find the closest option of site.config.json in the README.');

  // Docusaurus' defaults where ours differ, unless the config set them.
  for (const key of ['onBrokenLinks', 'onBrokenAnchors', 'onBrokenMarkdownLinks', 'onDuplicateRoutes'] as const) {
    if (out[key] === undefined && schemaHas([key])) out[key] = DOCUSAURUS_DEFAULTS[key];
  }
  if (blogEnabled) {
    const blog: Obj = {
      sidebarCount: DOCUSAURUS_DEFAULTS.blogSidebarCount,
      sidebarTitle: DOCUSAURUS_DEFAULTS.blogSidebarTitle,
      postsPerPage: DOCUSAURUS_DEFAULTS.postsPerPage,
    };
    for (const [k, v] of Object.entries(blogOut)) blog[k] = (v as [unknown, KeyPath])[0];
    for (const [k, v] of Object.entries(blog)) {
      const from = (blogOut[k] as [unknown, KeyPath] | undefined)?.[1] ?? ['presets'];
      put(['blog', k], v, from);
    }
  }

  mapFolders(folders, blogEnabled, siteDir, out, schemaHas, put, note);
  if (instances.length > 0) {
    // Several sections: `docs` becomes a list, the preset's section first, as Docusaurus' instances.
    out.docs = [(out.docs as Obj | undefined) ?? {}, ...instances.map((i) => i.config)];
    for (const entry of sources) if (entry[0][0] === 'docs') entry[0] = ['docs', '0', ...entry[0].slice(1)];
    instances.forEach((instance, n) => {
      for (const [target, from] of instance.sources) sources.push([['docs', String(n + 1), ...target], from]);
    });
  }
  return { config: orderLike(out), notes, folders: { docs: folders.docs, blog: folders.blog, pages: folders.pages, sidebars: folders.sidebars }, sources };
}

/** The name of a plugin, theme or preset entry: its module name, or the function's name. */
function pluginName(p: unknown): string {
  const head = Array.isArray(p) ? p[0] : p;
  if (typeof head === 'string') return head;
  const origin = stubOrigin(head);
  if (origin) return origin.replace(/\(\)$/, '');
  if (typeof head === 'function') return head.name ? `${head.name}()` : 'an inline plugin';
  if (typeof head === 'object' && head !== null && typeof (head as Obj).name === 'string') return String((head as Obj).name);
  return 'an inline plugin';
}

/**
 * Maps where the content lives. With content-folder options in the schema each folder is set;
 * without them, a Docusaurus layout (docs/, blog/, versioned_docs/... side by side) is served by
 * pointing contentDir at their common parent.
 */
function mapFolders(
  folders: { docs: string; blog: string; pages: string; sidebars: string | undefined; at: Record<string, KeyPath> },
  blogEnabled: boolean,
  siteDir: string,
  out: Obj,
  schemaHas: (target: string[]) => boolean,
  put: (target: string[], value: unknown, from: KeyPath, hint?: string) => boolean,
  note: (at: KeyPath, rule: string, message: string, hint: string) => void,
): void {
  const exists = (p: string) => existsSync(path.join(siteDir, p));
  const from = (k: string) => folders.at[k] ?? ['presets'];
  if (schemaHas(['docs', 'path'])) {
    put(['docs', 'path'], folders.docs, from('docs'));
    if (blogEnabled && schemaHas(['blog', 'path'])) put(['blog', 'path'], folders.blog, from('blog'));
    if (exists(folders.pages) && schemaHas(['pages', 'path'])) put(['pages', 'path'], folders.pages, from('pages'));
    if (folders.sidebars && schemaHas(['docs', 'sidebarPath'])) put(['docs', 'sidebarPath'], folders.sidebars, from('sidebars'));
    return;
  }
  const parent = path.posix.dirname(folders.docs);
  const contentDir = path.posix.basename(folders.docs) === 'docs' ? parent : undefined;
  if (contentDir === undefined) {
    note(from('docs'), 'migrate/folders', `the docs folder ${folders.docs} is not named docs`, 'Docs are read from <contentDir>/docs here: rename the folder to docs.');
    return;
  }
  out.contentDir = contentDir;
  const inContent = (p: string) => (contentDir === '.' ? p : `${contentDir}/${p}`);
  if (blogEnabled && folders.blog !== inContent('blog') && exists(folders.blog)) {
    note(from('blog'), 'migrate/folders', `the blog folder ${folders.blog} is not ${inContent('blog')}`, `The blog is read from ${inContent('blog')} here: move the posts there.`);
  }
  if (folders.pages !== inContent('pages') && exists(folders.pages)) {
    note(from('pages'), 'migrate/folders', `the pages folder ${folders.pages} is not ${inContent('pages')}`, `Pages are read from ${inContent('pages')} here: move the markdown pages there.`);
  }
  const sidebars = inContent('sidebars.json');
  if (!folders.sidebars && !exists(sidebars) && exists(folders.docs)) {
    // Without sidebarPath Docusaurus generates the sidebar from the docs folder; here that is a one-line file.
    note(from('docs'), 'migrate/folders', 'the docs have no sidebar file (Docusaurus generates one)', `Write ${sidebars} with {"docs": [{"type": "autogenerated", "dirName": "."}]} for the same sidebar.`);
  }
  if (folders.sidebars && folders.sidebars !== sidebars) {
    note(from('sidebars'), 'migrate/folders', `the sidebar file ${folders.sidebars} is not ${sidebars}`, `The sidebars are read from ${sidebars} here: write them there as JSON.`);
  }
}

// The order of keys in our schema, so the written file reads like a hand-written one.
function orderLike(out: Obj): Obj {
  const order = knownKeysAt([]) ?? [];
  const sorted: Obj = {};
  for (const key of order) if (out[key] !== undefined) sorted[key] = out[key];
  for (const key of Object.keys(out)) if (!(key in sorted)) sorted[key] = out[key];
  return sorted;
}
