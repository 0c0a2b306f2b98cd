/**
 * The zod schema of site.config.json. Parsing with it yields a complete SiteConfig:
 * every default filled in, every unknown key an error.
 *
 * Checks the schema cannot express with plain zod types raise `custom` issues whose
 * params carry a rule id and a hint (see ConfigIssueParams); their messages may hold
 * `{path}` and `{parent}`, which load-config.ts replaces with the issue's full key path
 * and its parent's, because a refinement only knows the path below its own schema.
 */
import * as z from 'zod';
import type { SiteConfig } from './types.js';

/** Params of the issues this schema raises itself, read back when turning issues into diagnostics. */
export interface ConfigIssueParams {
  rule: string;
  hint?: string;
  /** Keys whose absence caused the issue, so a misspelling of one of them can stand in for it. */
  needs?: string[];
}

/** Every navbar item type, in the order error messages list them. */
export const navbarItemTypes = ['default', 'dropdown', 'doc', 'docSidebar', 'docsVersionDropdown', 'docsVersion', 'search', 'html'] as const;

type Ctx = z.RefinementCtx;

const report = (ctx: Ctx, path: PropertyKey[], rule: string, message: string, hint?: string, needs?: string[]): void => {
  const params: ConfigIssueParams = { rule, ...(hint ? { hint } : {}), ...(needs ? { needs } : {}) };
  ctx.addIssue({ code: 'custom', path, message, params });
};

/**
 * Whether a field is set: a string of only spaces is as good as none, while a value of
 * the wrong type counts as set, since it already has its own invalid-type error.
 */
const given = (value: unknown): boolean => value !== undefined && (typeof value !== 'string' || value.trim() !== '');

// Refinements on objects run even when a field failed (a config should report all its
// problems at once), so they must read fields defensively: a failed field keeps its raw value.
const always = { when: (payload: { value: unknown }) => typeof payload.value === 'object' && payload.value !== null };

// A site-wide <meta> tag: named by exactly one of `name` and `property` (Open Graph's).
const metaTag = z
  .strictObject({
    name: z.string().min(1).optional().meta({ description: "The tag's `name`, not empty (or give `property`)." }),
    property: z.string().min(1).optional().meta({ description: "The tag's `property`, for Open Graph tags such as `og:image` (or give `name`)." }),
    content: z.string().meta({ description: "The tag's `content`." }),
  })
  .superRefine((tag, ctx) => {
    if ((typeof tag.name === 'string') === (typeof tag.property === 'string')) {
      report(
        ctx,
        [],
        'config/invalid-value',
        'The meta tag `{path}` needs exactly one of `name` and `property`',
        'Write `name` for a named tag ("description", "twitter:card") and `property` for an Open Graph one ("og:image").',
      );
    }
  }, always);

const onBroken = z.enum(['throw', 'warn', 'ignore']);

const siteUrl = z
  .string()
  .superRefine((value, ctx) => {
    let parsed: URL | undefined;
    try {
      parsed = new URL(value);
    } catch {
      parsed = undefined;
    }
    if (!parsed || (parsed.protocol !== 'http:' && parsed.protocol !== 'https:')) {
      report(
        ctx,
        [],
        'config/invalid-value',
        `Invalid value for \`{path}\`: expected an absolute http(s) URL, received ${JSON.stringify(value)}`,
        'Write the origin the site is deployed at, e.g. "https://example.com".',
      );
    } else if (parsed.pathname !== '/' || parsed.search || parsed.hash) {
      const sub = parsed.pathname.replace(/^\/+|\/+$/g, '');
      report(
        ctx,
        [],
        'config/invalid-value',
        `Invalid value for \`{path}\`: expected the site's origin only, received ${JSON.stringify(value)}`,
        sub
          ? `Set "url" to "${parsed.origin}" and put the sub-path in "baseUrl": "/${sub}/".`
          : `Set "url" to "${parsed.origin}"; a URL query or fragment has no place here.`,
      );
    }
  })
  // A trailing slash would double up when routes ("/docs/...") are appended.
  .transform((value) => value.replace(/\/+$/, ''));

const baseUrl = z.string().superRefine((value, ctx) => {
  if (!value.startsWith('/') || !value.endsWith('/')) {
    const trimmed = value.replace(/^\/+|\/+$/g, '');
    report(
      ctx,
      [],
      'config/invalid-value',
      `Invalid value for \`{path}\`: expected a path that starts and ends with "/", received ${JSON.stringify(value)}`,
      `Write "${trimmed ? `/${trimmed}/` : '/'}".`,
    );
  }
});

const announcementBar = z.strictObject({
  id: z.string().min(1).meta({ description: 'Names this announcement; a reader who closed it does not see it again until the id changes.' }),
  content: z.string().meta({ description: "The bar's text, as HTML (links are allowed)." }),
  backgroundColor: z.string().meta({ description: "A CSS colour for the bar's background." }),
  textColor: z.string().meta({ description: 'A CSS colour for its text.' }),
  isCloseable: z.boolean().meta({ description: 'Whether the bar has a close button.' }),
});

/** Which optional fields each navbar item type reads; any other one is a sign of a mistaken item. */
const navbarFieldsByType: Record<(typeof navbarItemTypes)[number], readonly string[]> = {
  default: ['label', 'to', 'href', 'icon'],
  dropdown: ['label', 'to', 'href', 'items'],
  doc: ['label', 'docId', 'docsPluginId'],
  docSidebar: ['label', 'sidebarId', 'docsPluginId'],
  docsVersionDropdown: ['label', 'docsPluginId', 'dropdownItemsBefore', 'dropdownItemsAfter'],
  docsVersion: ['label', 'to', 'version', 'docsPluginId'],
  search: [],
  html: ['value'],
};
const typeSpecificFields = [
  'label',
  'to',
  'href',
  'icon',
  'docId',
  'sidebarId',
  'docsPluginId',
  'version',
  'value',
  'items',
  'dropdownItemsBefore',
  'dropdownItemsAfter',
];

const checkNavbarItem = (item: Record<string, unknown>, ctx: Ctx): void => {
  const type = navbarItemType(item);
  // An unknown type already has its own error; what the item needs depends on the type.
  if (typeof type !== 'string' || !(navbarItemTypes as readonly string[]).includes(type)) return;
  const allowed = navbarFieldsByType[type as (typeof navbarItemTypes)[number]];
  const check = `Check the navbar item \`{path}\``;
  const cannotRender = (what: string, hint: string, needs: string[]): void =>
    report(ctx, [], 'config/navbar-item', `The navbar item \`{path}\` (type "${type}") cannot be rendered: ${what}`, `${check}: ${hint}`, needs);

  for (const field of typeSpecificFields) {
    if (item[field] !== undefined && !allowed.includes(field)) {
      report(
        ctx,
        [field],
        'config/navbar-item',
        `\`{path}\` is not used by a navbar item of type "${type}"`,
        `Check the navbar item \`{parent}\`: remove "${field}", or change the item's "type" (${
          allowed.length ? `a "${type}" item takes ${allowed.map((f) => `"${f}"`).join(', ')}` : `a "${type}" item needs only "type" and "position"`
        }).`,
      );
    }
  }
  if (type === 'default') {
    if (!given(item.label) && !(given(item['aria-label']) && given(item.icon))) {
      cannotRender('it has no `label`', 'add a "label", or an "aria-label" and an "icon" for an icon link.', ['label']);
    }
    const to = item.to !== undefined;
    const href = item.href !== undefined;
    if (!to && !href) {
      cannotRender('it links nowhere', 'add "to" (a page of this site, e.g. "/docs/intro") or "href" (an external URL).', ['to', 'href']);
    } else if (to && href) {
      report(
        ctx,
        ['href'],
        'config/navbar-item',
        'The navbar item `{parent}` has both `to` and `href`',
        'Check the navbar item `{parent}`: keep "to" for a page of this site, or "href" for an external URL, not both.',
      );
    }
  } else if (type === 'doc' && !given(item.docId)) {
    cannotRender('it has no `docId`', 'add "docId" with the id of the doc to link to, e.g. "intro".', ['docId']);
  } else if (type === 'docSidebar' && !given(item.sidebarId)) {
    cannotRender('it has no `sidebarId`', 'add "sidebarId" with the name of a sidebar in sidebars.json.', ['sidebarId']);
  } else if (type === 'dropdown' && !(Array.isArray(item.items) && item.items.length > 0)) {
    cannotRender('it has no `items`', 'add "items", the links the dropdown lists (each like a navbar item).', ['items']);
  } else if (type === 'html' && !given(item.value)) {
    cannotRender('it has no `value`', 'add "value" with the HTML to show.', ['value']);
  }
};

// An item's type: as written, else a dropdown when it has `items` (as Docusaurus reads it), else a link.
const navbarItemType = (item: Record<string, unknown>): unknown => item.type ?? (item.items !== undefined ? 'dropdown' : 'default');

const navbarItemFields = {
  type: z
    .enum(navbarItemTypes)
    .optional()
    .meta({ description: 'What the item is; the table below lists the keys each type reads.', defaultText: '`"dropdown"` with `items`, else `"default"`' }),
  label: z.string().optional().meta({ description: "The item's text." }),
  to: z.string().optional().meta({ description: 'A page of this site (`"blog"`, `"/docs/intro"`) the item links to.' }),
  href: z.string().optional().meta({ description: 'An external URL the item links to.' }),
  position: z.enum(['left', 'right']).default('left').meta({ description: 'Which end of the navbar the item sits at.' }),
  className: z.string().optional().meta({ description: "Classes added to the item's element." }),
  'aria-label': z.string().optional().meta({ description: "The item's accessible name, for an icon-only link." }),
  docId: z.string().optional().meta({ description: 'The id of the doc a `doc` item links to.' }),
  sidebarId: z.string().optional().meta({ description: 'The sidebar whose first doc a `docSidebar` item links to.' }),
  docsPluginId: z
    .string()
    .min(1)
    .optional()
    .meta({ description: 'The `id` of the docs section the item is about (default: the section without an `id`, or the first).' }),
  version: z.string().min(1).optional().meta({ description: 'The version whose main doc a `docsVersion` item links to (default: the latest).' }),
  value: z.string().optional().meta({ description: 'The raw HTML of an `html` item.' }),
  icon: z.string().optional().meta({
    description:
      'A brand icon before or instead of the label: `github`, `x` (or `twitter`), `discord`, `youtube`, `linkedin`, `rss`; another name shows a generic external-link icon.',
  }),
};

// The item of a dropdown's menu: a navbar item without a menu of its own.
const navbarMenuItem = z
  .strictObject(navbarItemFields)
  .superRefine((item, ctx) => {
    const type = navbarItemType(item);
    if (type === 'dropdown' || type === 'docsVersionDropdown' || type === 'search') {
      report(
        ctx,
        ['type'],
        'config/navbar-item',
        `A dropdown's menu cannot hold an item of type "${String(type)}" (\`{path}\`)`,
        'Check the item `{parent}`: a menu lists links ("default", "doc", "docSidebar", "docsVersion") and "html" items.',
      );
    } else checkNavbarItem(item, ctx);
  }, always)
  .transform((item) => ({ ...item, type: navbarItemType(item) as (typeof navbarItemTypes)[number] }));

const navbarItem = z
  .strictObject({
    ...navbarItemFields,
    items: z
      .array(navbarMenuItem)
      .optional()
      .meta({ description: "The links of a `dropdown` item's menu (an item with `items` and no `type` is a dropdown, as in Docusaurus)." }),
    dropdownItemsBefore: z.array(navbarMenuItem).optional().meta({ description: 'Links a `docsVersionDropdown` lists before the versions.' }),
    dropdownItemsAfter: z
      .array(navbarMenuItem)
      .optional()
      .meta({ description: 'Links a `docsVersionDropdown` lists after the versions (an "All versions" page, say).' }),
  })
  .superRefine((item, ctx) => checkNavbarItem(item, ctx), always)
  .transform((item) => ({ ...item, type: navbarItemType(item) as (typeof navbarItemTypes)[number] }));

const footerLink = z
  .strictObject({
    label: z.string().meta({ description: "The link's text." }),
    to: z.string().optional().meta({ description: 'A page of this site the link leads to.' }),
    href: z.string().optional().meta({ description: 'An external URL the link leads to (a link has exactly one of `to` and `href`).' }),
  })
  .superRefine((link, ctx) => {
    if (link.to === undefined && link.href === undefined) {
      report(
        ctx,
        [],
        'config/footer-link',
        'The footer link `{path}` links nowhere: a footer link needs `to` or `href`',
        'Add "to" (a page of this site, e.g. "/docs/intro") or "href" (an external URL).',
        ['to', 'href'],
      );
    } else if (link.to !== undefined && link.href !== undefined) {
      report(
        ctx,
        ['href'],
        'config/footer-link',
        'The footer link `{parent}` has both `to` and `href`',
        'Keep "to" for a page of this site, or "href" for an external URL, not both.',
      );
    }
  }, always);

const headingLevel = z.int().min(1).max(6);

/** Glob patterns of files, relative to a content folder (Docusaurus' include and exclude). */
const globList = z.array(z.string().min(1));

const versionOptions = z.strictObject({
  label: z
    .string()
    .optional()
    .meta({ description: 'The name shown in the version menu and banner.', defaultText: 'the version\'s name (`"Next"` for `current`)' }),
  path: z.string().optional().meta({
    description: 'The URL segment of the version under `routeBasePath`.',
    defaultText: 'the name (`""` for the latest, `"next"` for `current` when it is not the latest)',
  }),
  banner: z.enum(['none', 'unreleased', 'unmaintained']).optional().meta({
    description: "The notice shown above the version's pages.",
    defaultText: '`"none"` for the latest, `"unreleased"` for newer versions, `"unmaintained"` for older ones',
  }),
  noIndex: z
    .boolean()
    .optional()
    .meta({ description: "Marks the version's pages `noindex` and leaves them out of the sitemap and the search index.", defaultText: '`false`' }),
});

/** Docusaurus' rule for plugin ids: they name files (`<id>_versions.json`) and URL-safe facets. */
const instanceId = z.string().superRefine((value, ctx) => {
  if (!/^[a-zA-Z0-9_-]+$/.test(value)) {
    report(
      ctx,
      [],
      'config/invalid-value',
      `Invalid value for \`{path}\`: expected letters, digits, "_" or "-", received ${JSON.stringify(value)}`,
      'The id names the section\'s files (<id>_versions.json) and search facets; write it like "community".',
    );
  }
});

const docsInstance = z
  .strictObject({
    id: instanceId.optional().meta({
      description:
        'Names the section, its version files (`<id>_versions.json`) and its search facets: letters, digits, `_` and `-`. Only one section of a list may leave it out.',
      defaultText: '`"default"`',
    }),
    path: z.string().min(1).optional().meta({
      description: 'The folder of the current docs. Required for every section whose `id` is not `default`.',
      defaultText: '`docs` (or `<contentDir>/docs`)',
    }),
    sidebarPath: z
      .union([z.string().min(1), z.literal(false)])
      .optional()
      .meta({
        description: 'The sidebars file: `.json`, or a module (`.js`, `.cjs`, `.mjs`, `.ts`, `.mts`, `.cts`); `false` means no sidebars.',
        defaultText: 'see below',
      }),
    routeBasePath: z.string().default('docs').meta({ description: 'The URL path the section is served under. Two sections may not share one.' }),
    lastVersion: z.string().min(1).optional().meta({
      description:
        'Which version is served at the section\'s root as the latest; `"current"` is the docs folder itself. A name that is not a version is an error.',
      defaultText: 'the newest of `versions.json`, else `"current"`',
    }),
    onlyIncludeVersions: z
      .array(z.string().min(1))
      .optional()
      .meta({ description: 'Builds only these versions (names from `versions.json`, or `"current"`).', defaultText: 'all' }),
    versions: z
      .record(z.string(), versionOptions)
      .default(() => ({}))
      .meta({ description: 'Options per version, by name (`"current"` for the docs folder).' }),
    tocMinHeadingLevel: headingLevel.default(2).meta({ description: "The highest heading level in a page's table of contents." }),
    tocMaxHeadingLevel: headingLevel.default(3).meta({ description: 'The lowest heading level in it; it may not be below `tocMinHeadingLevel`.' }),
    editUrl: z.string().optional().meta({
      description:
        'Adds an "Edit this page" link to every doc: this URL followed by the doc\'s path from the site folder. A doc\'s `custom_edit_url` front matter replaces it (`null` removes it).',
    }),
    sidebarCollapsed: z.boolean().default(true).meta({ description: 'Whether sidebar categories start closed.' }),
    showLastUpdateTime: z
      .boolean()
      .default(false)
      .meta({ description: 'Shows when each doc last changed (its `last_update.date` front matter, else its last git commit).' }),
    showLastUpdateAuthor: z
      .boolean()
      .default(false)
      .meta({ description: "Shows who last changed each doc (`last_update.author`, else the last git commit's author)." }),
    include: globList.optional().meta({
      description:
        'Glob patterns (`**`, `*`, `?`, `{a,b}`, `[ab]`) of the files that are docs, relative to the docs folder of each version (`["**/*.md"]` leaves `.mdx` files out).',
      defaultText: 'every `.md` and `.mdx` file',
    }),
    exclude: globList.optional().meta({
      description:
        'Glob patterns of files left out of the docs, such as `["**/TEMPLATE.md", "drafts/**"]`. Files and folders whose names start with `_` or `.` are never docs (partials).',
    }),
  })
  .superRefine((value, ctx) => {
    const min = value.tocMinHeadingLevel;
    const max = value.tocMaxHeadingLevel;
    if (typeof min === 'number' && typeof max === 'number' && min > max) {
      report(
        ctx,
        ['tocMinHeadingLevel'],
        'config/invalid-value',
        `Invalid value for \`{path}\`: expected at most \`{parent}.tocMaxHeadingLevel\` (${max}), received ${min}`,
        `The table of contents shows heading levels from tocMinHeadingLevel to tocMaxHeadingLevel; lower "tocMinHeadingLevel" or raise "tocMaxHeadingLevel".`,
      );
    }
  }, always);

/** The id a docs section has when it names none, as Docusaurus' default plugin instance. */
export const DEFAULT_DOCS_ID = 'default';

const trimSlashes = (value: string) => value.replace(/^\/+|\/+$/g, '');

// Several sections, as Docusaurus' docs plugin used several times: ids, routes and folders must not clash.
const docsList = z
  .array(docsInstance)
  .min(1)
  .superRefine(
    (list, ctx) => {
      const ids = new Map<string, number>();
      const bases = new Map<string, number>();
      list.forEach((raw, i) => {
        if (!raw || typeof raw !== 'object') return;
        const id = typeof raw.id === 'string' ? raw.id : DEFAULT_DOCS_ID;
        const sameId = ids.get(id);
        if (sameId !== undefined) {
          report(
            ctx,
            raw.id === undefined ? [i] : [i, 'id'],
            'config/duplicate-docs-id',
            `Two docs sections have the id "${id}": \`docs[${sameId}]\` and \`docs[${i}]\`${raw.id === undefined ? ' (a section without "id" is the default one)' : ''}`,
            'Give each section of the docs list its own "id", e.g. "community"; only one may leave it out.',
            ['id'],
          );
        } else ids.set(id, i);
        if (typeof raw.routeBasePath === 'string') {
          const base = trimSlashes(raw.routeBasePath);
          const sameBase = bases.get(base);
          if (sameBase !== undefined) {
            report(
              ctx,
              [i, 'routeBasePath'],
              'config/duplicate-docs-route',
              `Two docs sections are served at /${base}: \`docs[${sameBase}]\` and \`docs[${i}]\``,
              'Give each section its own "routeBasePath", e.g. "community".',
            );
          } else bases.set(base, i);
        }
        if (id !== DEFAULT_DOCS_ID && raw.path === undefined) {
          report(
            ctx,
            [i],
            'config/missing-key',
            `The docs section \`docs[${i}]\` ("${id}") has no \`path\`: say which folder holds its docs`,
            `Add "path": "${id}" (the folder of its docs, relative to the site folder).`,
            ['path'],
          );
        }
      });
    },
    { when: (payload) => Array.isArray(payload.value) },
  );

// `docs` is one section (an object) or several (a list); an object keeps every key path as before.
const docs = z.union([docsList, docsInstance], { error: 'expected an object (one docs section) or a list of them' });

const allOrCount = (min: number) =>
  z.union([z.literal('ALL'), z.int().min(min)], {
    error: `expected "ALL" or a whole number${min > 0 ? ` of at least ${min}` : ''}`,
  });

const blog = z.strictObject({
  path: z
    .string()
    .min(1)
    .optional()
    .meta({ description: 'The folder of the posts, `authors.yml` and `tags.yml`.', defaultText: '`blog` (or `<contentDir>/blog`)' }),
  routeBasePath: z.string().default('blog').meta({ description: 'The URL path of the blog.' }),
  title: z.string().default('Blog').meta({ description: "The title of the blog's list pages and feeds." }),
  description: z.string().default('Blog').meta({ description: 'Their description.' }),
  sidebarTitle: z.string().default('Recent posts').meta({ description: 'The heading of the blog sidebar.' }),
  sidebarCount: allOrCount(0).default(5).meta({ description: 'How many posts the blog sidebar lists.' }),
  postsPerPage: allOrCount(1).default(10).meta({ description: 'Posts per page of the blog list (`/blog`, `/blog/page/2`...).' }),
  showReadingTime: z.boolean().default(true).meta({ description: "Shows each post's reading time." }),
  feedTypes: z
    .array(z.enum(['rss', 'atom']))
    .default(() => ['rss' as const, 'atom' as const])
    .meta({ description: "Which feeds are written (`rss.xml`, `atom.xml` under the blog's path); `[]` writes none." }),
  wordsPerMinute: z.number().positive().default(200).meta({ description: 'The reading speed behind the reading time.' }),
  include: globList.optional().meta({
    description:
      "Glob patterns of the files that are posts, relative to the blog folder. `[]` takes none, so no blog is built (what `docs migrate` writes for Docusaurus' `blog: false`).",
    defaultText: 'every `.md` and `.mdx` file',
  }),
  exclude: globList.optional().meta({ description: 'Glob patterns of files left out of the blog.' }),
});

// A markdown plugin: its package name or a file of the site (with `#name` for a named export), alone or with its options.
const pluginName = z.string().min(1);
const pluginEntry = z.union([pluginName, z.tuple([pluginName]), z.tuple([pluginName, z.unknown()])], {
  error: 'expected a plugin: its package name or site file ("remark-math", "./src/remark/x.js", "./src/remark/x.js#namedExport"), or [name, {options}]',
});
const pluginList = z.array(pluginEntry).default(() => []);

const analytics = z.strictObject({
  pageView: z
    .strictObject({
      src: z.string().min(1).meta({ description: "The script's URL." }),
      domain: z.string().min(1).meta({ description: 'The site name the script reports (its `data-domain`).' }),
      api: z.string().min(1).meta({ description: 'Where the script sends page views (its `data-api`).' }),
    })
    .optional()
    .meta({
      description: 'A page-view script (Plausible-style), added to every page; the client reports a page view to it after every client-side navigation.',
    }),
  scripts: z
    .array(
      z.strictObject({
        src: z.string().min(1).meta({ description: "The script's URL." }),
        async: z.boolean().default(false).meta({ description: 'Whether the script tag is `async`.' }),
        defer: z.boolean().default(true).meta({ description: 'Whether the script tag is `defer`.' }),
      }),
    )
    .default(() => [])
    .meta({ description: 'Other scripts added to every page as they are.' }),
  gtag: z
    .strictObject({
      trackingID: z
        .union([z.string().min(1), z.array(z.string().min(1)).min(1)])
        .meta({ description: 'The Google tag id (`G-…`), or several; the first loads the tag.' }),
      anonymizeIP: z.boolean().default(false).meta({ description: "Asks Google Analytics to anonymise the reader's IP address." }),
    })
    .optional()
    .meta({
      description:
        "The Google tag (gtag.js, as `@docusaurus/plugin-google-gtag` adds it) in every page's head; the client reports a page view to it after every client-side navigation.",
    }),
  googleTagManager: z
    .strictObject({
      containerId: z.string().min(1).meta({ description: 'The container id (`GTM-…`).' }),
    })
    .optional()
    .meta({ description: "Google Tag Manager (as `@docusaurus/plugin-google-tag-manager` adds it) in every page's head." }),
});

// A path of the site, from its root as Docusaurus' redirects write it ("/docs/old-name").
const sitePath = z.string().regex(/^\/(?!\/)/, { error: 'expected a path of the site that starts with "/", such as "/docs/old-name"' });

const redirect = z.strictObject({
  from: z.union([sitePath, z.array(sitePath).min(1)]).meta({
    description:
      'The old path of the page, or several, from the site root (the base URL is added): `"/docs/old-name"`. A page that is built is never replaced.',
  }),
  to: z
    .string()
    .min(1)
    .meta({ description: 'Where readers are sent: the path of a page of the site (`"/docs/new-name"`, the base URL is added), or a full URL.' }),
});

// A file extension as Docusaurus' client-redirects plugin takes it: no dot, no slash, nothing a URL escapes.
const redirectExtension = z.string().regex(/^[A-Za-z0-9_~!*'()-]+$/, {
  error: 'expected an extension without its dot, such as "html": letters, digits and - _ ~ ! * \' ( ) only',
});

const redirectRules = z.strictObject({
  fromExtensions: z
    .array(redirectExtension)
    .default(() => [])
    .meta({
      description:
        'For each page, an old path with each of these extensions that redirects to it: with `["html"]`, `/docs/intro.html` sends readers to `/docs/intro`. A page whose path already ends in one of them, and the home page, get none.',
    }),
  toExtensions: z
    .array(redirectExtension)
    .default(() => [])
    .meta({
      description:
        'For each page whose path ends in one of these extensions, a path without it that redirects to it: with `["html"]`, `/404` sends readers to `/404.html`.',
    }),
  createRedirects: z.string().min(1).optional().meta({
    description:
      'A module of the site (`"./create-redirects.mjs"`, relative to the site folder) or a package whose default export is Docusaurus\' `createRedirects` function: it is called with the path of every page (from the site root, without the base URL) and returns the old paths (a path, a list of them, or nothing) that redirect to that page. A returned path that is a page is left out, reported as `onDuplicateRoutes` says. `docs migrate` writes this module from the config\'s function. See [Docusaurus sites](docusaurus.md#client-redirects).',
  }),
});

const search = z
  .strictObject({
    appId: z.string().optional().meta({
      description: 'The hosted search (Algolia DocSearch) application id. It needs `apiKey` too; one without the other is an error, and so is an empty one.',
    }),
    apiKey: z.string().optional().meta({ description: 'The public, search-only key of that application.' }),
    indexName: z.string().min(1).optional().meta({
      description: 'The name of the index the site queries and `docs index --push` replaces.',
      defaultText: 'the title in lowercase with dashes (`"My Site!"` gives `my-site`)',
    }),
    contextualSearch: z
      .boolean()
      .default(true)
      .meta({ description: 'Limits a search to the docs version (and section) the reader is on, plus the pages outside the docs.' }),
    insights: z.boolean().default(false).meta({ description: 'Sends click analytics to the hosted service (hosted search only).' }),
    reportUrl: z.string().optional().meta({ description: 'A "let us know" link in the no-results view; `{query}` in it is replaced by the query.' }),
    searchPagePath: z.string().default('search').meta({ description: 'The URL path of the search page, under `baseUrl`.' }),
  })
  .superRefine((value, ctx) => {
    const what = { appId: 'your application id', apiKey: 'your search-only API key' } as const;
    const present = { appId: value.appId !== undefined, apiKey: value.apiKey !== undefined };
    for (const key of ['appId', 'apiKey'] as const) {
      const other = key === 'appId' ? 'apiKey' : 'appId';
      const raw = value[key];
      if (typeof raw === 'string' && raw.trim() === '') {
        report(
          ctx,
          [key],
          'config/invalid-value',
          `\`{path}\` is empty: set it to ${what[key]}, or remove it to use the built-in search`,
          present[other] ? `Hosted search needs both "appId" and "apiKey"; remove both to use the built-in search.` : undefined,
        );
      } else if (!present[key] && present[other]) {
        report(
          ctx,
          [key],
          'config/missing-key',
          `\`{path}\` is missing: set it to ${what[key]}, or remove \`{parent}.${other}\` to use the built-in search`,
          'Hosted search needs both "appId" and "apiKey"; without them the site searches its own static index.',
        );
      }
    }
  }, always);

// A host name as a Host header carries it, without scheme, port or path ("docs.example.test",
// or ".example.test" for it and its subdomains).
const allowedHost = z
  .string()
  .min(1)
  .superRefine((value, ctx) => {
    if (/^[a-z0-9.-]+$/i.test(value.trim())) return;
    const name = /^(?:[a-z]+:\/\/)?([^/:]+)/i.exec(value.trim())?.[1];
    report(
      ctx,
      [],
      'config/invalid-value',
      `Invalid value for \`{path}\`: expected a host name, received ${JSON.stringify(value)}`,
      `Write the name alone${name && name !== value ? `, "${name}"` : ''}: no scheme, port or path (a leading dot also allows its subdomains). IP addresses need no entry.`,
    );
  });

const dev = z.strictObject({
  allowedHosts: z
    .union([z.array(allowedHost), z.literal(true)], { error: 'expected a list of host names, or true for any host' })
    .default(() => [])
    .meta({
      description:
        'Host names the servers answer besides IP addresses, `localhost`, `*.localhost` and the name given to `--host`, as Vite\'s `server.allowedHosts`. A name that starts with a dot allows itself and its subdomains (`".example.test"`: `example.test`, `docs.example.test`...). Each entry is a name alone, with no scheme, port or path. A request naming another host gets 403. Pages of a listed name may also open the live-reload socket and query the search, as from behind a proxy that rewrites `Host`. `true` answers any host, which opens the server to DNS rebinding: only on a network you trust.',
    }),
});

// Where `docs deploy` pushes the built site, as Docusaurus' organizationName, projectName,
// deploymentBranch, githubHost and githubPort; the environment variables of the same meaning
// win over these (src/deploy/deploy-target.ts).
const deploy = z.strictObject({
  organizationName: z
    .string()
    .min(1)
    .optional()
    .meta({ description: 'The GitHub user or organization that owns the repository (`ORGANIZATION_NAME`); needed unless `deploy.remote` is set.' }),
  projectName: z.string().min(1).optional().meta({ description: "The repository's name (`PROJECT_NAME`); needed unless `deploy.remote` is set." }),
  branch: z.string().min(1).optional().meta({ description: 'The branch the site is pushed to (`DEPLOYMENT_BRANCH`).', defaultText: '`gh-pages`' }),
  remote: z.string().min(1).optional().meta({ description: 'A git remote URL or path to push to instead of the GitHub repository the names above give.' }),
  githubHost: z.string().min(1).default('github.com').meta({ description: 'The GitHub host, for GitHub Enterprise (`GITHUB_HOST`).' }),
  githubPort: z.int().min(1).max(65535).optional().meta({ description: 'The port of that host, when it is not the default (`GITHUB_PORT`).' }),
});

const configObject = z.strictObject({
  $schema: z.string().optional().meta({ description: 'The JSON Schema that editors check this file against (`docs init` writes it); the build ignores it.' }),
  title: z.string().min(1).meta({
    description: 'The site\'s name, shown in the navbar (unless `navbar.title` is set) and after each page\'s title in the browser tab ("Page | Title").',
  }),
  tagline: z.string().default('').meta({ description: 'A one-line description, shown under the title on the built-in home page.' }),
  url: siteUrl.meta({
    description:
      'The origin the site is deployed at, such as `"https://example.com"`: `http` or `https`, no path, query or fragment (a sub-path goes in `baseUrl`). A trailing slash is dropped.',
  }),
  baseUrl: baseUrl.default('/').meta({ description: 'The path the site is served under; it must start and end with `/`, such as `"/docs-site/"`.' }),
  favicon: z
    .string()
    .optional()
    .meta({ description: 'The icon of every page, a path resolved against the site like a link (`"img/favicon.svg"` is a file of `static/img/`).' }),
  image: z.string().min(1).optional().meta({
    description:
      "The social card of every page (its `og:image` and `twitter:image` tags, as an absolute URL): a path like `favicon`'s, or a full URL. A page's own `image` front matter wins.",
  }),
  trailingSlash: z.boolean().optional().meta({
    description:
      "How page URLs end, as in Docusaurus. `true`: every URL ends with `/` (`/docs/intro/`). `false`: none does (`/docs/intro`, written as `docs/intro.html`). Unset: `/docs/intro`, written as `docs/intro/index.html`; a folder's index doc, a `slug` ending with `/` and an `index.md` page end with `/`.",
  }),
  noIndex: z
    .boolean()
    .default(false)
    .meta({ description: 'Adds `<meta name="robots" content="noindex, nofollow">` to every page and writes an empty sitemap.' }),
  titleDelimiter: z.string().default('|').meta({
    description: 'What stands between a page\'s title and the site\'s title in the browser tab, with a space on each side ("Page · Site" with `"·"`).',
  }),
  readableFolders: z
    .array(z.string().min(1))
    .default(() => [])
    .meta({
      description:
        "Folders outside the site folder, relative to it, that the site's code and MDX may import files from (a JSON file at the repository's root, say), as Vite's `server.fs.allow`. A build reads nothing else outside the site folder but the docs, blog and pages folders the config names.",
    }),
  customFields: z
    .record(z.string(), z.unknown())
    .default(() => ({}))
    .meta({
      description:
        "Values of the site's own, any JSON. React pages and components read them as `useDocusaurusContext().siteConfig.customFields`, as in Docusaurus; every page's data carries them to the browser.",
    }),
  onBrokenLinks: onBroken
    .default('throw')
    .meta({ description: 'What a link to a page that does not exist does: stop the build (`throw`), warn, or nothing (`ignore`).' }),
  onBrokenAnchors: onBroken.default('warn').meta({ description: 'The same for a link to a `#anchor` that the target page does not have.' }),
  onBrokenMarkdownLinks: onBroken
    .default('warn')
    .meta({ description: 'The same for a link to a markdown file (`./other.md`) that matches no doc, post or page.' }),
  onDuplicateRoutes: onBroken.default('throw').meta({
    description:
      'What two pages at one URL do. With `"warn"` the site serves one of them (for docs, the one Docusaurus would list first) and both docs keep their ids.',
  }),
  onBrokenMarkdownImages: onBroken
    .default('throw')
    .meta({ description: 'The same as `onBrokenLinks` for a local image in markdown that does not exist; with `"warn"` the image keeps the path as written.' }),
  contentDir: z.string().min(1).optional().meta({
    description:
      "Puts every content folder under one folder with this project's names (`content/docs`, `content/blog`, `content/pages`, `content/sidebars.json`, `content/versions.json`...). Unset, every folder is where Docusaurus keeps it (`docs/`, `blog/`, `src/pages/`, `versions.json` at the site root).",
  }),
  staticDirectories: z
    .array(z.string().min(1))
    .default(() => ['static'])
    .meta({ description: 'Folders copied as they are to the root of the output; when two hold the same file, the later folder wins.' }),
  outDir: z.string().min(1).default('dist').meta({ description: 'The output folder of `docs build`.' }),
  announcementBar: announcementBar.optional().meta({ description: 'A bar above the navbar; all five keys are required when it is present.' }),
  navbar: z
    .strictObject({
      title: z.string().optional().meta({ description: 'The text beside the logo.', defaultText: "the site's `title`" }),
      betaLabel: z.string().optional().meta({ description: 'A small badge beside the title, such as `"Beta"`.' }),
      logo: z
        .strictObject({
          src: z.string().min(1).meta({ description: "The image, a path like `favicon`'s; its width comes from the image file." }),
          srcDark: z.string().optional().meta({ description: 'A second image for dark mode.' }),
          alt: z.string().meta({ description: "The image's text alternative." }),
          href: z.string().optional().meta({ description: 'Where the logo links.', defaultText: 'the home page' }),
        })
        .optional()
        .meta({ description: 'The logo at the start of the navbar.' }),
      hideOnScroll: z.boolean().default(false).meta({ description: 'Hides the navbar while the reader scrolls down and shows it when they scroll up.' }),
      items: z
        .array(navbarItem)
        .default(() => [])
        .meta({ description: 'The links of the navbar, in order.' }),
    })
    .prefault({})
    .meta({ description: 'The top bar.' }),
  footer: z
    .strictObject({
      style: z.enum(['light', 'dark']).default('light').meta({ description: "The footer's colours." }),
      links: z
        .array(
          z.strictObject({
            title: z.string().meta({ description: "The column's heading." }),
            items: z
              .array(footerLink)
              .default(() => [])
              .meta({ description: "The column's links." }),
          }),
        )
        .default(() => [])
        .meta({ description: 'Columns of links.' }),
      copyright: z.string().default('').meta({ description: 'The line under the columns, as HTML.' }),
    })
    .prefault({})
    .meta({ description: 'The footer; one with no links and no copyright is not shown.' }),
  colorMode: z
    .strictObject({
      defaultMode: z.enum(['light', 'dark']).default('light').meta({ description: 'The mode of a first visit.' }),
      disableSwitch: z.boolean().default(false).meta({ description: 'Hides the light/dark toggle.' }),
      respectPrefersColorScheme: z.boolean().default(false).meta({ description: "Follows the reader's system preference instead of `defaultMode`." }),
    })
    .prefault({})
    .meta({ description: 'Light and dark mode.' }),
  docs: docs
    .prefault({})
    .meta({ description: "The docs section (an object), or several (a list of them, as when Docusaurus' docs plugin is used more than once)." }),
  blog: blog.prefault({}).meta({ description: 'The blog: its folder, URL, list pages, sidebar and feeds.' }),
  pages: z
    .strictObject({
      path: z.string().min(1).optional().meta({
        description:
          'The folder of markdown pages and React pages: `.md`, `.mdx`, and `.js`, `.jsx`, `.ts`, `.tsx` components (`index.tsx` or `index.js` is the home page); `*.test.*` files are not pages.',
        defaultText: '`src/pages` (or `<contentDir>/pages`)',
      }),
    })
    .prefault({})
    .meta({ description: 'Standalone pages.' }),
  analytics: analytics.prefault({}).meta({ description: 'Analytics scripts.' }),
  redirects: z
    .array(redirect)
    .default(() => [])
    .meta({
      description:
        "Old paths that send readers on to a page, as Docusaurus' client-redirects plugin writes them: the build writes a small HTML page at each `from` path (a meta refresh, a canonical link and a script that keeps the query and hash). A `from` that is a page of the site, or a `to` that is not, is an error.",
    }),
  redirectRules: redirectRules.prefault({}).meta({
    description:
      "Redirects made from the site's pages rather than listed, as Docusaurus' client-redirects plugin makes them: from paths with extensions, to them, and by the site's own `createRedirects` function. Each is written as a page like those of `redirects`, and `docs dev` serves them too.",
  }),
  search: search.prefault({}).meta({ description: "Search: the site's own static index, or a hosted one." }),
  dev: dev.prefault({}).meta({ description: "What `docs dev` and `docs serve` answer besides the machine's own names." }),
  deploy: deploy.prefault({}).meta({ description: 'Where `docs deploy` pushes the built site (the environment variables Docusaurus reads win over these).' }),
  metadata: z
    .array(metaTag)
    .default(() => [])
    .meta({
      description:
        "Extra `<meta>` tags on every page: `name` ones and Open Graph `property` ones. A page's own tag of the same name or property (its description, its `image`, a `<Head>` tag) replaces the site's.",
    }),
  customCss: z
    .array(z.string().min(1))
    .default(() => [])
    .meta({ description: "Stylesheets of the site, bundled after the theme's CSS. Each must be inside the site folder." }),
  postcss: z
    .strictObject({
      plugins: pluginList.meta({
        description:
          'PostCSS plugins run on every stylesheet of the site (its `customCss`, the CSS its components import, Sass after compiling, and CSS of its packages), in order, with the site\'s own `postcss` package, as Docusaurus runs PostCSS: `["tailwindcss", "autoprefixer"]`. Each entry is a package name or a file of the site, alone or with its options. See [Markdown and MDX](mdx.md).',
      }),
    })
    .prefault({})
    .meta({ description: 'PostCSS, for Tailwind and other plugins that rewrite stylesheets.' }),
  babel: z
    .strictObject({
      presets: pluginList.meta({
        description:
          "Babel presets run on the site's own scripts (`.js`, `.jsx`, `.ts`, `.tsx` of its pages, components and theme overrides; not its packages) before they are bundled, with the site's own `@babel/core`: `[\"@babel/preset-flow\"]`. Docusaurus' own preset is not listed: JSX, TypeScript and modern syntax are compiled by the bundler. Each entry is a package name or a file of the site, alone or with its options. See [Docusaurus compatibility](docusaurus.md#babel).",
      }),
      plugins: pluginList.meta({
        description: 'Babel plugins run with the `presets`, as a Babel config lists them: `["babel-plugin-syntax-hermes-parser"]`.',
      }),
      parserOpts: z
        .record(z.string(), z.unknown())
        .default(() => ({}))
        .meta({ description: 'Babel\'s parser options, as a Babel config\'s `parserOpts`: `{"flow": "all"}`.' }),
    })
    .prefault({})
    .meta({
      description:
        "The site's Babel presets and plugins beyond Docusaurus' own, as its `babel.config.js` names them (`docs migrate` writes them). Without presets or plugins, Babel does not run.",
    }),
  markdown: z
    .strictObject({
      format: z.enum(['mdx', 'md', 'detect']).default('mdx').meta({
        description:
          "How `.md` files are read: as MDX (as Docusaurus 3 does), as plain markdown with the theme's component tags, or by extension (`.md` plain, `.mdx` MDX). `.mdx` files are always MDX; a file's `format` front matter overrides this. See [MDX](mdx.md).",
      }),
      beforeDefaultRemarkPlugins: pluginList.meta({
        description:
          'Remark plugins run on the markdown tree of every doc, post and page before the `remarkPlugins`. See [Markdown plugins](mdx.md#markdown-plugins).',
      }),
      remarkPlugins: pluginList.meta({
        description:
          'Remark plugins run on the markdown tree (mdast) of every doc, post and page, before this generator\'s own pass (heading ids, admonitions, table of contents). Each entry is a package name or a file of the site (`"./src/remark/x.js"`; `"./src/remark/x.ts#notes"` for its export `notes` rather than its default one), alone or with its options: `["remark-math", {}]`. See [Markdown plugins](mdx.md#markdown-plugins).',
      }),
      beforeDefaultRehypePlugins: pluginList.meta({
        description: 'Rehype plugins run on the HTML tree (hast) of every page before its raw HTML is parsed, as Docusaurus runs them before its own.',
      }),
      rehypePlugins: pluginList.meta({
        description: 'Rehype plugins run on the HTML tree (hast) of every doc, post and page, after its raw HTML is parsed. Entries as in `remarkPlugins`.',
      }),
      mermaid: z.boolean().default(false).meta({
        description:
          "Draws ` ```mermaid ` code blocks as diagrams in the browser, with the site's own `mermaid` package (install it in the site folder), following the colour mode; only the pages that have a diagram load it. The page's HTML shows the source until then.",
      }),
    })
    .prefault({})
    .meta({ description: 'How markdown is read.' }),
  define: z
    .record(z.string().regex(/^[A-Za-z_$][\w$]*(\.[A-Za-z_$][\w$]*)*$/, 'expected a name or a dotted path, such as process.env.APP_VERSION'), z.string().min(1))
    .default(() => ({}))
    .meta({
      description:
        'Names replaced in the code bundled for the site (its pages, components and MDX, and the packages they import), as webpack\'s `DefinePlugin` in a plugin\'s `configureWebpack` does: `{"process.env.APP_VERSION": "\\"1.2.0\\""}`. Each value is a JSON value or a dotted name, written as JavaScript source (a string in its own quotes).',
    }),
  llmsTxt: z.boolean().default(true).meta({
    description:
      "Whether the build writes `llms.txt` (an index of the latest docs: titles, URLs, descriptions) and `llms-full.txt` (their markdown, in sidebar order) at the output root, for language models; `docs dev` serves them too. A file of either name in a static folder is the site's own and is served as written instead.",
  }),
});

/** The object schema of site.config.json before its output is shaped: what a config file may hold, for the JSON Schema and the reference. */
export const siteConfigObject = configObject;

/** Derives a search index name from the site title: "My Site!" gives "my-site". */
export function indexNameFromTitle(title: string): string {
  return (
    title
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'docs'
  );
}

/** The schema of site.config.json; its output is a SiteConfig with every default filled in. */
export const siteConfigSchema = configObject.transform(({ $schema: _editorsOnly, ...config }): SiteConfig => {
  const docsInstances = (Array.isArray(config.docs) ? config.docs : [config.docs]).map((d) => ({ ...d, id: d.id ?? DEFAULT_DOCS_ID }));
  return {
    ...config,
    docs: docsInstances.find((d) => d.id === DEFAULT_DOCS_ID) ?? docsInstances[0]!,
    docsInstances,
    navbar: { ...config.navbar, title: config.navbar.title ?? config.title },
    search: { ...config.search, indexName: config.search.indexName ?? indexNameFromTitle(config.title) },
  };
});

/** The keys an object accepts at a path of the config, for "did you mean" hints; undefined when the path holds no object. */
export function knownKeysAt(path: readonly PropertyKey[]): string[] | undefined {
  let schema: z.ZodType | undefined = configObject;
  for (const segment of [...path, null]) {
    // Peel wrappers until the schema that actually holds the value.
    for (;;) {
      if (schema instanceof z.ZodDefault || schema instanceof z.ZodPrefault || schema instanceof z.ZodOptional) {
        schema = schema.unwrap() as z.ZodType;
      } else if (schema instanceof z.ZodPipe) {
        schema = schema.in as z.ZodType;
      } else if (schema instanceof z.ZodUnion) {
        // `docs` is a list or an object: follow the option that fits the next step of the path.
        const options = schema.options as z.ZodType[];
        const wantsList = typeof segment === 'number';
        schema = options.find((o) => o instanceof z.ZodArray === wantsList) ?? options[0];
      } else break;
    }
    if (segment === null) return schema instanceof z.ZodObject ? Object.keys(schema.shape) : undefined;
    if (schema instanceof z.ZodObject && typeof segment === 'string') schema = (schema.shape as Record<string, z.ZodType>)[segment];
    else if (schema instanceof z.ZodArray && typeof segment === 'number') schema = schema.element as z.ZodType;
    else if (schema instanceof z.ZodRecord) schema = schema.valueType as z.ZodType;
    else return undefined;
    if (!schema) return undefined;
  }
  return undefined;
}

/** The sections of the config (navbar, docs...) that also accept `key`, to point a misplaced key to where it belongs. */
export function sectionsWithKey(key: string): string[] {
  return Object.keys(configObject.shape).filter((section) => knownKeysAt([section])?.includes(key));
}

// Fails to compile when the schema's output drifts from SiteConfig in either direction.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const outputIsSiteConfig: Same<
  Omit<z.output<typeof configObject>, '$schema'>,
  Omit<SiteConfig, 'navbar' | 'search' | 'docs' | 'docsInstances'> & {
    docs: (Omit<SiteConfig['docs'], 'id'> & { id?: string }) | (Omit<SiteConfig['docs'], 'id'> & { id?: string })[];
    navbar: Omit<SiteConfig['navbar'], 'title'> & { title?: string };
    search: Omit<SiteConfig['search'], 'indexName'> & { indexName?: string };
  }
> = true;
void outputIsSiteConfig;
