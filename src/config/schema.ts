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
  id: z.string().min(1),
  content: z.string(),
  backgroundColor: z.string(),
  textColor: z.string(),
  isCloseable: z.boolean(),
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
const typeSpecificFields = ['label', 'to', 'href', 'icon', 'docId', 'sidebarId', 'docsPluginId', 'version', 'value', 'items', 'dropdownItemsBefore', 'dropdownItemsAfter'];

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
  type: z.enum(navbarItemTypes).optional(),
  label: z.string().optional(),
  to: z.string().optional(),
  href: z.string().optional(),
  position: z.enum(['left', 'right']).default('left'),
  className: z.string().optional(),
  'aria-label': z.string().optional(),
  docId: z.string().optional(),
  sidebarId: z.string().optional(),
  docsPluginId: z.string().min(1).optional(),
  version: z.string().min(1).optional(),
  value: z.string().optional(),
  icon: z.string().optional(),
};

// The item of a dropdown's menu: a navbar item without a menu of its own.
const navbarMenuItem = z
  .strictObject(navbarItemFields)
  .superRefine((item, ctx) => {
    const type = navbarItemType(item);
    if (type === 'dropdown' || type === 'docsVersionDropdown' || type === 'search') {
      report(ctx, ['type'], 'config/navbar-item', `A dropdown's menu cannot hold an item of type "${String(type)}" (\`{path}\`)`, 'Check the item `{parent}`: a menu lists links ("default", "doc", "docSidebar", "docsVersion") and "html" items.');
    } else checkNavbarItem(item, ctx);
  }, always)
  .transform((item) => ({ ...item, type: navbarItemType(item) as (typeof navbarItemTypes)[number] }));

const navbarItem = z
  .strictObject({
    ...navbarItemFields,
    items: z.array(navbarMenuItem).optional(),
    dropdownItemsBefore: z.array(navbarMenuItem).optional(),
    dropdownItemsAfter: z.array(navbarMenuItem).optional(),
  })
  .superRefine((item, ctx) => checkNavbarItem(item, ctx), always)
  .transform((item) => ({ ...item, type: navbarItemType(item) as (typeof navbarItemTypes)[number] }));

const footerLink = z
  .strictObject({ label: z.string(), to: z.string().optional(), href: z.string().optional() })
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
  label: z.string().optional(),
  path: z.string().optional(),
  banner: z.enum(['none', 'unreleased', 'unmaintained']).optional(),
  noIndex: z.boolean().optional(),
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
    id: instanceId.optional(),
    path: z.string().min(1).optional(),
    sidebarPath: z.union([z.string().min(1), z.literal(false)]).optional(),
    routeBasePath: z.string().default('docs'),
    lastVersion: z.string().min(1).optional(),
    onlyIncludeVersions: z.array(z.string().min(1)).optional(),
    versions: z.record(z.string(), versionOptions).default(() => ({})),
    tocMinHeadingLevel: headingLevel.default(2),
    tocMaxHeadingLevel: headingLevel.default(3),
    editUrl: z.string().optional(),
    sidebarCollapsed: z.boolean().default(true),
    showLastUpdateTime: z.boolean().default(false),
    showLastUpdateAuthor: z.boolean().default(false),
    include: globList.optional(),
    exclude: globList.optional(),
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
  .superRefine((list, ctx) => {
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
  }, { when: (payload) => Array.isArray(payload.value) });

// `docs` is one section (an object) or several (a list); an object keeps every key path as before.
const docs = z.union([docsList, docsInstance], { error: 'expected an object (one docs section) or a list of them' });

const allOrCount = (min: number) =>
  z.union([z.literal('ALL'), z.int().min(min)], {
    error: `expected "ALL" or a whole number${min > 0 ? ` of at least ${min}` : ''}`,
  });

const blog = z.strictObject({
  path: z.string().min(1).optional(),
  routeBasePath: z.string().default('blog'),
  title: z.string().default('Blog'),
  description: z.string().default('Blog'),
  sidebarTitle: z.string().default('Recent posts'),
  sidebarCount: allOrCount(0).default(5),
  postsPerPage: allOrCount(1).default(10),
  showReadingTime: z.boolean().default(true),
  feedTypes: z.array(z.enum(['rss', 'atom'])).default(() => ['rss' as const, 'atom' as const]),
  wordsPerMinute: z.number().positive().default(200),
  include: globList.optional(),
  exclude: globList.optional(),
});

const analytics = z.strictObject({
  pageView: z.strictObject({ src: z.string().min(1), domain: z.string().min(1), api: z.string().min(1) }).optional(),
  scripts: z
    .array(z.strictObject({ src: z.string().min(1), async: z.boolean().default(false), defer: z.boolean().default(true) }))
    .default(() => []),
});

const search = z
  .strictObject({
    appId: z.string().optional(),
    apiKey: z.string().optional(),
    indexName: z.string().min(1).optional(),
    contextualSearch: z.boolean().default(true),
    insights: z.boolean().default(false),
    reportUrl: z.string().optional(),
    searchPagePath: z.string().default('search'),
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
  allowedHosts: z.union([z.array(allowedHost), z.literal(true)], { error: 'expected a list of host names, or true for any host' }).default(() => []),
});

const configObject = z.strictObject({
  title: z.string().min(1),
  tagline: z.string().default(''),
  url: siteUrl,
  baseUrl: baseUrl.default('/'),
  favicon: z.string().optional(),
  trailingSlash: z.boolean().optional(),
  noIndex: z.boolean().default(false),
  titleDelimiter: z.string().default('|'),
  customFields: z.record(z.string(), z.unknown()).default(() => ({})),
  onBrokenLinks: onBroken.default('throw'),
  onBrokenAnchors: onBroken.default('warn'),
  onBrokenMarkdownLinks: onBroken.default('warn'),
  onDuplicateRoutes: onBroken.default('throw'),
  onBrokenMarkdownImages: onBroken.default('throw'),
  contentDir: z.string().min(1).optional(),
  staticDirectories: z.array(z.string().min(1)).default(() => ['static']),
  outDir: z.string().min(1).default('dist'),
  announcementBar: announcementBar.optional(),
  navbar: z
    .strictObject({
      /** Defaults to the site title. */
      title: z.string().optional(),
      betaLabel: z.string().optional(),
      logo: z.strictObject({ src: z.string().min(1), srcDark: z.string().optional(), alt: z.string(), href: z.string().optional() }).optional(),
      hideOnScroll: z.boolean().default(false),
      items: z.array(navbarItem).default(() => []),
    })
    .prefault({}),
  footer: z
    .strictObject({
      style: z.enum(['light', 'dark']).default('light'),
      links: z.array(z.strictObject({ title: z.string(), items: z.array(footerLink).default(() => []) })).default(() => []),
      copyright: z.string().default(''),
    })
    .prefault({}),
  colorMode: z
    .strictObject({
      defaultMode: z.enum(['light', 'dark']).default('light'),
      disableSwitch: z.boolean().default(false),
      respectPrefersColorScheme: z.boolean().default(false),
    })
    .prefault({}),
  docs: docs.prefault({}),
  blog: blog.prefault({}),
  pages: z.strictObject({ path: z.string().min(1).optional() }).prefault({}),
  analytics: analytics.prefault({}),
  search: search.prefault({}),
  dev: dev.prefault({}),
  metadata: z.array(z.strictObject({ name: z.string().min(1), content: z.string() })).default(() => []),
  customCss: z.array(z.string().min(1)).default(() => []),
  markdown: z
    .strictObject({
      /** How `.md` files are read: MDX (default, as in Docusaurus 3), plain markdown, or by extension. `.mdx` is always MDX. */
      format: z.enum(['mdx', 'md', 'detect']).default('mdx'),
    })
    .prefault({}),
});

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
export const siteConfigSchema = configObject.transform((config): SiteConfig => {
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
        schema = options.find((o) => (o instanceof z.ZodArray) === wantsList) ?? options[0];
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
const outputIsSiteConfig: Same<z.output<typeof configObject>, Omit<SiteConfig, 'navbar' | 'search' | 'docs' | 'docsInstances'> & {
  docs: Omit<SiteConfig['docs'], 'id'> & { id?: string } | (Omit<SiteConfig['docs'], 'id'> & { id?: string })[];
  navbar: Omit<SiteConfig['navbar'], 'title'> & { title?: string };
  search: Omit<SiteConfig['search'], 'indexName'> & { indexName?: string };
}> = true;
void outputIsSiteConfig;
