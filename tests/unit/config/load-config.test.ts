import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { loadConfig, loadConfigFromText } from '../../../src/config/load-config.js';
import { DiagnosticError, formatDiagnostics } from '../../../src/diagnostics/diagnostic.js';
import { brief, diagnose, lines } from './helpers.js';

const minimal = '{ "title": "Wasp", "url": "https://wasp.sh" }';

describe('valid configs', () => {
  test('$schema, which editors read, is accepted and left out of the loaded config', () => {
    const config = loadConfigFromText(
      '{ "$schema": "./node_modules/docs-kiln/schema/site.config.schema.json", "title": "Wasp", "url": "https://wasp.sh" }',
      'site.config.json',
      '/site',
    );
    expect(config).toEqual(loadConfigFromText(minimal, 'site.config.json', '/site'));
    expect('$schema' in config).toBe(false);
  });

  test('a minimal config gets every default', () => {
    const config = loadConfigFromText(minimal, 'site.config.json', '/site');
    expect(config).toEqual({
      title: 'Wasp',
      tagline: '',
      url: 'https://wasp.sh',
      baseUrl: '/',
      noIndex: false,
      titleDelimiter: '|',
      readableFolders: [],
      customFields: {},
      onBrokenLinks: 'throw',
      onBrokenAnchors: 'warn',
      onBrokenMarkdownLinks: 'warn',
      onDuplicateRoutes: 'throw',
      onBrokenMarkdownImages: 'throw',
      customCss: [],
      postcss: { plugins: [] },
      babel: { presets: [], plugins: [], parserOpts: {} },
      markdown: { format: 'mdx', beforeDefaultRemarkPlugins: [], remarkPlugins: [], beforeDefaultRehypePlugins: [], rehypePlugins: [], mermaid: false },
      define: {},
      redirectRules: { fromExtensions: [], toExtensions: [] },
      llmsTxt: true,
      dev: { allowedHosts: [] },
      deploy: { githubHost: 'github.com' },
      staticDirectories: ['static'],
      outDir: 'dist',
      navbar: { title: 'Wasp', hideOnScroll: false, items: [] },
      footer: { style: 'light', links: [], copyright: '' },
      colorMode: { defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: false },
      docs: {
        id: 'default',
        routeBasePath: 'docs',
        versions: {},
        tocMinHeadingLevel: 2,
        tocMaxHeadingLevel: 3,
        sidebarCollapsed: true,
        showLastUpdateTime: false,
        showLastUpdateAuthor: false,
      },
      docsInstances: [
        {
          id: 'default',
          routeBasePath: 'docs',
          versions: {},
          tocMinHeadingLevel: 2,
          tocMaxHeadingLevel: 3,
          sidebarCollapsed: true,
          showLastUpdateTime: false,
          showLastUpdateAuthor: false,
        },
      ],
      pages: {},
      blog: {
        routeBasePath: 'blog',
        title: 'Blog',
        description: 'Blog',
        sidebarTitle: 'Recent posts',
        sidebarCount: 5,
        postsPerPage: 10,
        showReadingTime: true,
        feedTypes: ['rss', 'atom'],
        wordsPerMinute: 200,
      },
      analytics: { scripts: [] },
      search: { indexName: 'wasp', contextualSearch: true, insights: false, searchPagePath: 'search' },
      redirects: [],
      metadata: [],
      siteDir: path.resolve('/site'),
      configFile: path.resolve('/site', 'site.config.json'),
    });
  });

  test('a full config keeps every value and fills nested defaults', () => {
    const text = JSON.stringify({
      title: 'Wasp',
      tagline: 'A full-stack framework',
      url: 'https://wasp.sh/',
      baseUrl: '/',
      favicon: 'img/favicon.ico',
      trailingSlash: false,
      onBrokenMarkdownLinks: 'ignore',
      announcementBar: { id: 'launch', content: 'Launch week!', backgroundColor: '#000', textColor: '#fff', isCloseable: true },
      navbar: {
        title: 'wasp',
        betaLabel: 'Beta',
        logo: { src: 'img/logo.png', alt: 'Wasp logo' },
        items: [
          { type: 'docsVersionDropdown' },
          { type: 'doc', docId: 'intro', label: 'Docs' },
          { to: 'blog', label: 'Blog' },
          { href: 'https://github.com/wasp-lang/wasp', 'aria-label': 'GitHub', icon: 'github', position: 'right' },
          { type: 'search', position: 'right' },
        ],
      },
      footer: { style: 'dark', links: [{ title: 'Docs', items: [{ label: 'Intro', to: '/docs/intro' }] }], copyright: '© 2025' },
      docs: { versions: { current: { label: 'Next', banner: 'unreleased' } }, onlyIncludeVersions: ['current'], tocMaxHeadingLevel: 4 },
      blog: { postsPerPage: 10, sidebarCount: 0, feedTypes: ['rss'] },
      analytics: {
        pageView: { src: '/js/script.js', domain: 'wasp.sh', api: '/api/event' },
        scripts: [{ src: 'https://example.com/a.js', async: true }],
      },
      search: { appId: 'APP', apiKey: 'KEY', indexName: 'wasp-docs' },
      metadata: [{ name: 'keywords', content: 'wasp, react' }],
    });
    const config = loadConfigFromText(text, 'site.config.json', '/site');
    expect(config.url).toBe('https://wasp.sh');
    expect(config.navbar.items).toEqual([
      { type: 'docsVersionDropdown', position: 'left' },
      { type: 'doc', docId: 'intro', label: 'Docs', position: 'left' },
      { type: 'default', to: 'blog', label: 'Blog', position: 'left' },
      { type: 'default', href: 'https://github.com/wasp-lang/wasp', 'aria-label': 'GitHub', icon: 'github', position: 'right' },
      { type: 'search', position: 'right' },
    ]);
    expect(config.navbar).toMatchObject({ title: 'wasp', betaLabel: 'Beta', hideOnScroll: false });
    expect(config.footer.style).toBe('dark');
    expect(config.docs).toMatchObject({ tocMinHeadingLevel: 2, tocMaxHeadingLevel: 4, onlyIncludeVersions: ['current'] });
    expect(config.blog).toMatchObject({ postsPerPage: 10, sidebarCount: 0, feedTypes: ['rss'], title: 'Blog' });
    expect(config.analytics.scripts).toEqual([{ src: 'https://example.com/a.js', async: true, defer: true }]);
    expect(config.search).toEqual({ appId: 'APP', apiKey: 'KEY', indexName: 'wasp-docs', contextualSearch: true, insights: false, searchPagePath: 'search' });
    expect(config.announcementBar?.id).toBe('launch');
  });

  test('the search index name is derived from the title', () => {
    const config = loadConfigFromText('{ "title": "My Docs: v2!", "url": "https://x.dev" }', 'site.config.json', '/site');
    expect(config.search.indexName).toBe('my-docs-v2');
  });

  test('defaults are fresh objects, not shared between loads', () => {
    const a = loadConfigFromText(minimal, 'site.config.json', '/site');
    a.navbar.items.push({ type: 'search', position: 'left' });
    a.blog.feedTypes.pop();
    const b = loadConfigFromText(minimal, 'site.config.json', '/site');
    expect(b.navbar.items).toEqual([]);
    expect(b.blog.feedTypes).toEqual(['rss', 'atom']);
  });
});

describe('each kind of error', () => {
  test('unknown key, with the closest known key suggested', () => {
    const text = lines('{', '  "title": "Wasp",', '  "url": "https://wasp.sh",', '  "navbar": { "hideOnScrol": true }', '}');
    expect(diagnose(text)).toEqual([
      {
        rule: 'config/unknown-key',
        severity: 'error',
        file: 'site.config.json',
        line: 4,
        column: 15,
        message: 'Unknown key `navbar.hideOnScrol`',
        hint: 'Did you mean "hideOnScroll"?',
      },
    ]);
  });

  test('unknown key differing only in case', () => {
    const [d] = diagnose('{ "title": "Wasp", "url": "https://wasp.sh", "baseURL": "/" }');
    expect(d).toMatchObject({ rule: 'config/unknown-key', line: 1, column: 46, message: 'Unknown key `baseURL`' });
    expect(d.hint).toBe('Did you mean "baseUrl"? Keys are case-sensitive.');
  });

  test('unknown key at the wrong level points to its section', () => {
    const [d] = diagnose('{ "title": "Wasp", "url": "https://wasp.sh", "hideOnScroll": true }');
    expect(d.message).toBe('Unknown key `hideOnScroll`');
    expect(d.hint).toBe('"hideOnScroll" belongs in `navbar`: move it there.');
  });

  test('unknown key with nothing close lists the accepted keys', () => {
    const [d] = diagnose('{ "title": "Wasp", "url": "https://wasp.sh", "colorMode": { "zebra": 1 } }');
    expect(d.hint).toBe('Remove it; `colorMode` accepts "defaultMode", "disableSwitch", "respectPrefersColorScheme".');
  });

  test('invalid type: expected string, received number', () => {
    const text = lines('{', '  "title": "Wasp",', '  "tagline": 42,', '  "url": "https://wasp.sh"', '}');
    expect(diagnose(text)).toEqual([
      {
        rule: 'config/invalid-type',
        severity: 'error',
        file: 'site.config.json',
        line: 3,
        column: 3,
        message: 'Invalid type for `tagline`: expected string, received number',
        hint: 'Write the value in double quotes, e.g. "tagline": "…".',
      },
    ]);
  });

  test('invalid type: a quoted boolean suggests removing the quotes', () => {
    const [d] = diagnose('{ "title": "Wasp", "url": "https://wasp.sh", "noIndex": "true" }');
    expect(d).toMatchObject({
      rule: 'config/invalid-type',
      column: 46,
      message: 'Invalid type for `noIndex`: expected boolean, received string',
      hint: 'Remove the quotes: "noIndex": true.',
    });
  });

  test('invalid value of an enumeration', () => {
    const text = lines('{', '  "title": "Wasp",', '  "url": "https://wasp.sh",', '  "onBrokenLinks": "wran"', '}');
    expect(diagnose(text)).toEqual([
      {
        rule: 'config/invalid-value',
        severity: 'error',
        file: 'site.config.json',
        line: 4,
        column: 3,
        message: 'Invalid value for `onBrokenLinks`: expected "throw", "warn" or "ignore", received "wran"',
        hint: 'Did you mean "warn"?',
      },
    ]);
  });

  test('missing key is reported at its parent object', () => {
    const text = lines(
      '{',
      '  "title": "Wasp",',
      '  "url": "https://wasp.sh",',
      '  "announcementBar": {',
      '    "id": "a", "content": "x", "backgroundColor": "#000", "textColor": "#fff"',
      '  }',
      '}',
    );
    expect(diagnose(text)).toEqual([
      {
        rule: 'config/missing-key',
        severity: 'error',
        file: 'site.config.json',
        line: 4,
        column: 3,
        message: 'Missing key `announcementBar.isCloseable`: expected boolean',
        hint: 'Add "isCloseable": true to `announcementBar`.',
      },
    ]);
  });

  test('missing top-level keys are reported at the opening brace', () => {
    expect(brief('{}')).toEqual([
      { rule: 'config/missing-key', line: 1, column: 1, message: 'Missing key `title`: expected string' },
      { rule: 'config/missing-key', line: 1, column: 1, message: 'Missing key `url`: expected string' },
    ]);
  });

  test('url must be an absolute http(s) URL', () => {
    expect(brief('{ "title": "Wasp", "url": "wasp.sh" }')).toEqual([
      {
        rule: 'config/invalid-value',
        line: 1,
        column: 20,
        message: 'Invalid value for `url`: expected an absolute http(s) URL, received "wasp.sh"',
      },
    ]);
    expect(brief('{ "title": "Wasp", "url": "ftp://wasp.sh" }')[0].message).toBe(
      'Invalid value for `url`: expected an absolute http(s) URL, received "ftp://wasp.sh"',
    );
  });

  test('a url with a sub-path points to baseUrl', () => {
    const [d] = diagnose('{ "title": "Wasp", "url": "https://example.com/wasp/" }');
    expect(d.message).toBe('Invalid value for `url`: expected the site\'s origin only, received "https://example.com/wasp/"');
    expect(d.hint).toBe('Set "url" to "https://example.com" and put the sub-path in "baseUrl": "/wasp/".');
  });

  test('baseUrl must start and end with a slash', () => {
    const [d] = diagnose('{ "title": "Wasp", "url": "https://wasp.sh", "baseUrl": "docs" }');
    expect(d).toMatchObject({
      rule: 'config/invalid-value',
      line: 1,
      column: 46,
      message: 'Invalid value for `baseUrl`: expected a path that starts and ends with "/", received "docs"',
      hint: 'Write "/docs/".',
    });
  });

  test('a metadata tag is named by exactly one of name and property', () => {
    const base = '{ "title": "Wasp", "url": "https://wasp.sh", "metadata": ';
    const ok = loadConfigFromText(
      `${base}[{ "property": "og:image", "content": "/a.png" }, { "name": "theme-color", "content": "#fff" }] }`,
      'site.config.json',
      '/site',
    );
    expect(ok.metadata).toEqual([
      { property: 'og:image', content: '/a.png' },
      { name: 'theme-color', content: '#fff' },
    ]);
    for (const tag of ['{ "content": "x" }', '{ "name": "a", "property": "b", "content": "x" }']) {
      expect(brief(`${base}[${tag}] }`)).toEqual([
        expect.objectContaining({ rule: 'config/invalid-value', message: 'The meta tag `metadata[0]` needs exactly one of `name` and `property`' }),
      ]);
    }
  });

  test('toc heading levels: within 1..6, whole numbers, min ≤ max', () => {
    const base = '{ "title": "Wasp", "url": "https://wasp.sh", "docs": ';
    expect(brief(`${base}{ "tocMaxHeadingLevel": 7 } }`)).toEqual([
      { rule: 'config/invalid-value', line: 1, column: 56, message: 'Invalid value for `docs.tocMaxHeadingLevel`: expected at most 6, received 7' },
    ]);
    expect(brief(`${base}{ "tocMinHeadingLevel": 2.5 } }`)).toEqual([
      { rule: 'config/invalid-type', line: 1, column: 56, message: 'Invalid type for `docs.tocMinHeadingLevel`: expected integer, received 2.5' },
    ]);
    expect(brief(`${base}{ "tocMinHeadingLevel": 4 } }`)).toEqual([
      {
        rule: 'config/invalid-value',
        line: 1,
        column: 56,
        message: 'Invalid value for `docs.tocMinHeadingLevel`: expected at most `docs.tocMaxHeadingLevel` (3), received 4',
      },
    ]);
  });

  test('blog counts accept "ALL" or a whole number', () => {
    expect(brief('{ "title": "Wasp", "url": "https://wasp.sh", "blog": { "postsPerPage": "all" } }')).toEqual([
      {
        rule: 'config/invalid-value',
        line: 1,
        column: 56,
        message: 'Invalid value for `blog.postsPerPage`: expected "ALL" or a whole number of at least 1, received "all"',
      },
    ]);
  });

  test('a misspelt key is not also reported as missing', () => {
    const text =
      '{ "title": "Wasp", "url": "https://wasp.sh", "announcementBar": { "id": "a", "content": "x", "backgroundColor": "#000", "textColor": "#fff", "isClosable": true } }';
    expect(diagnose(text)).toEqual([
      expect.objectContaining({ rule: 'config/unknown-key', message: 'Unknown key `announcementBar.isClosable`', hint: 'Did you mean "isCloseable"?' }),
    ]);
  });

  test('announcementBar needs all five fields', () => {
    const messages = brief('{ "title": "Wasp", "url": "https://wasp.sh", "announcementBar": { "id": "x" } }').map((d) => d.message);
    expect(messages).toEqual([
      'Missing key `announcementBar.content`: expected string',
      'Missing key `announcementBar.backgroundColor`: expected string',
      'Missing key `announcementBar.textColor`: expected string',
      'Missing key `announcementBar.isCloseable`: expected boolean',
    ]);
  });

  test('a key written twice', () => {
    const text = lines('{', '  "title": "Wasp",', '  "url": "https://wasp.sh",', '  "title": "Wasp 2"', '}');
    expect(diagnose(text)).toEqual([
      {
        rule: 'config/duplicate-key',
        severity: 'error',
        file: 'site.config.json',
        line: 4,
        column: 3,
        message: 'Duplicate key `title`: already set at line 2, column 3',
        hint: 'Keep one of the two; JSON keeps only the last value, so the first one would be silently ignored.',
      },
    ]);
  });

  test('the config must be an object', () => {
    expect(brief('[]')).toEqual([{ rule: 'config/invalid-type', line: 1, column: 1, message: 'The config must be a JSON object, received array' }]);
  });

  test('a list item of the wrong type is reported at the item', () => {
    const text = lines('{', '  "title": "Wasp", "url": "https://wasp.sh",', '  "blog": { "feedTypes": ["rss", 3] }', '}');
    expect(brief(text)).toEqual([
      { rule: 'config/invalid-value', line: 3, column: 34, message: 'Invalid value for `blog.feedTypes[1]`: expected "rss" or "atom", received 3' },
    ]);
  });
});

describe('search credentials', () => {
  const withSearch = (search: string): string => `{ "title": "Wasp", "url": "https://wasp.sh", "search": ${search} }`;

  test('an empty appId', () => {
    expect(diagnose(withSearch('{ "appId": "", "apiKey": "k" }'))).toEqual([
      {
        rule: 'config/invalid-value',
        severity: 'error',
        file: 'site.config.json',
        line: 1,
        column: 58,
        message: '`search.appId` is empty: set it to your application id, or remove it to use the built-in search',
        hint: 'Hosted search needs both "appId" and "apiKey"; remove both to use the built-in search.',
      },
    ]);
  });

  test('appId without apiKey, reported at the search object', () => {
    expect(brief(withSearch('{ "appId": "APP" }'))).toEqual([
      {
        rule: 'config/missing-key',
        line: 1,
        column: 46,
        message: '`search.apiKey` is missing: set it to your search-only API key, or remove `search.appId` to use the built-in search',
      },
    ]);
  });

  test('apiKey without appId', () => {
    expect(brief(withSearch('{ "apiKey": "KEY" }'))[0].message).toBe(
      '`search.appId` is missing: set it to your application id, or remove `search.apiKey` to use the built-in search',
    );
  });

  test('an appId that is not a string', () => {
    expect(brief(withSearch('{ "appId": 42, "apiKey": "k" }'))).toEqual([
      { rule: 'config/invalid-type', line: 1, column: 58, message: 'Invalid type for `search.appId`: expected string, received number' },
    ]);
  });
});

describe('footer links', () => {
  const withFooter = (items: string): string =>
    lines('{', '  "title": "Wasp", "url": "https://wasp.sh",', '  "footer": { "links": [{ "title": "Docs", "items": [', `    ${items}`, '  ] }] }', '}');

  test('a footer link needs to or href', () => {
    expect(diagnose(withFooter('{ "label": "Intro" }'))).toEqual([
      {
        rule: 'config/footer-link',
        severity: 'error',
        file: 'site.config.json',
        line: 4,
        column: 5,
        message: 'The footer link `footer.links[0].items[0]` links nowhere: a footer link needs `to` or `href`',
        hint: 'Add "to" (a page of this site, e.g. "/docs/intro") or "href" (an external URL).',
      },
    ]);
  });

  test('a footer link takes to or href, not both', () => {
    expect(brief(withFooter('{ "label": "Intro", "to": "/docs", "href": "https://x.dev" }'))).toEqual([
      { rule: 'config/footer-link', line: 4, column: 40, message: 'The footer link `footer.links[0].items[0]` has both `to` and `href`' },
    ]);
  });

  test('a footer link needs a label', () => {
    expect(brief(withFooter('{ "to": "/docs" }'))).toEqual([
      { rule: 'config/missing-key', line: 4, column: 5, message: 'Missing key `footer.links[0].items[0].label`: expected string' },
    ]);
  });
});

describe('several errors in one file', () => {
  const text = lines(
    '{',
    '  "title": 1,',
    '  "url": "https://wasp.sh",',
    '  "onBrokenLinks": "fail",',
    '  "navbar": {',
    '    "items": [',
    '      { "label": "Docs", "to": "/docs" },',
    '      { "type": "localeDropdown" }',
    '    ]',
    '  },',
    '  "colourMode": {},',
    '  "blog": { "showReadingTime": "yes" }',
    '}',
  );

  test('are all reported at once, in file order', () => {
    expect(brief(text)).toEqual([
      { rule: 'config/invalid-type', line: 2, column: 3, message: 'Invalid type for `title`: expected string, received number' },
      {
        rule: 'config/invalid-value',
        line: 4,
        column: 3,
        message: 'Invalid value for `onBrokenLinks`: expected "throw", "warn" or "ignore", received "fail"',
      },
      {
        rule: 'config/navbar-item',
        line: 8,
        column: 9,
        message:
          'Unknown navbar item type "localeDropdown" at `navbar.items[1].type`: expected "default", "dropdown", "doc", "docSidebar", "docsVersionDropdown", "docsVersion", "search" or "html"',
      },
      { rule: 'config/unknown-key', line: 11, column: 3, message: 'Unknown key `colourMode`' },
      { rule: 'config/invalid-type', line: 12, column: 13, message: 'Invalid type for `blog.showReadingTime`: expected boolean, received string' },
    ]);
  });

  test('in one DiagnosticError whose text names file, line and column', () => {
    let thrown: unknown;
    try {
      loadConfigFromText(text, 'site.config.json', '/site');
    } catch (err) {
      thrown = err;
    }
    expect(thrown).toBeInstanceOf(DiagnosticError);
    const formatted = formatDiagnostics((thrown as DiagnosticError).diagnostics);
    expect(formatted).toContain('site.config.json:2:3 error Invalid type for `title`: expected string, received number [config/invalid-type]');
    expect(formatted).toContain('site.config.json:11:3 error Unknown key `colourMode` [config/unknown-key]\n  Did you mean "colorMode"?');
    expect((thrown as Error).message).toMatch(/^5 errors:\n/);
    // A user's mistake must not read like a crash: no zod wording, no stack.
    expect(formatted).not.toMatch(/Invalid input|Unrecognized key|ZodError|\bat .*\.ts:/);
  });
});

describe('JSON syntax errors', () => {
  test('are one config/invalid-json diagnostic with line and column', () => {
    const text = lines('{', '  "title": "Wasp",', '  "url": "https://wasp.sh"', '  "baseUrl": "/"', '}');
    expect(diagnose(text)).toEqual([
      {
        rule: 'config/invalid-json',
        severity: 'error',
        file: 'site.config.json',
        line: 4,
        column: 3,
        message: 'Invalid JSON: Expected `,` or `}` after the value of "url", found `"`',
        hint: 'Add a comma between the two entries.',
      },
    ]);
  });

  test('a trailing comma is reported at the comma', () => {
    expect(brief(lines('{', '  "title": "Wasp",', '  "url": "https://wasp.sh",', '}'))).toEqual([
      { rule: 'config/invalid-json', line: 3, column: 27, message: 'Invalid JSON: Trailing comma before `}`: JSON does not allow one' },
    ]);
  });

  test('formatDiagnostics shows file:line:column', () => {
    const diagnostics = diagnose(lines('{', '  // a comment', '}'));
    expect(formatDiagnostics(diagnostics)).toContain('site.config.json:2:3 error Invalid JSON: Comments are not allowed in JSON [config/invalid-json]');
  });
});

describe('loadConfig reads the file', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'docs-config-'));
    await writeFile(path.join(dir, 'site.config.json'), minimal);
    await mkdir(path.join(dir, 'conf'));
    await writeFile(path.join(dir, 'conf', 'other.json'), '{ "title": "Wasp", "url": 3 }');
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  test('resolves the default path against the site dir', async () => {
    const config = await loadConfig(dir);
    expect(config.title).toBe('Wasp');
    expect(config.siteDir).toBe(dir);
    expect(config.configFile).toBe(path.join(dir, 'site.config.json'));
  });

  test('names a config elsewhere by its path relative to the site dir', async () => {
    const err = await loadConfig(dir, 'conf/other.json').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(DiagnosticError);
    expect((err as DiagnosticError).diagnostics).toEqual([
      expect.objectContaining({ rule: 'config/invalid-type', file: 'conf/other.json', line: 1, column: 20 }),
    ]);
  });

  test('a missing file says which path was tried and how to create one', async () => {
    const err = await loadConfig(dir, 'nope.json').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(DiagnosticError);
    expect((err as DiagnosticError).diagnostics).toEqual([
      {
        rule: 'config/missing-file',
        severity: 'error',
        file: 'nope.json',
        message: `No config file at nope.json (looked for ${path.join(dir, 'nope.json')})`,
        hint: 'Check the path given to --config: it is read from the current folder.',
      },
    ]);
  });
});

describe('the configs in this repository', () => {
  const repo = path.resolve(import.meta.dirname, '../../..');
  test.each([
    ['the bundled site', repo],
    ['the basic fixture', path.join(repo, 'tests/fixtures/basic')],
  ])('%s loads', async (_, siteDir) => {
    const config = await loadConfig(siteDir);
    expect(config.configFile).toBe(path.join(siteDir, 'site.config.json'));
  });
});

describe('docs as a list of sections (Docusaurus docs plugin instances)', () => {
  const withDocs = (docs: string) => lines('{ "title": "Wasp", "url": "https://wasp.sh",', `  "docs": ${docs}`, '}');

  test('the single object still works, as the section "default"', () => {
    const config = loadConfigFromText(withDocs('{ "routeBasePath": "guide" }'), 'site.config.json', '/site');
    expect(config.docsInstances.map((d) => [d.id, d.routeBasePath])).toEqual([['default', 'guide']]);
    expect(config.docs.id).toBe('default');
  });

  test('a list gives one section each, the one without an id being "default"', () => {
    const config = loadConfigFromText(
      withDocs('[{ "sidebarPath": "sidebars.ts" }, { "id": "community", "path": "community", "routeBasePath": "community", "tocMaxHeadingLevel": 4 }]'),
      'site.config.json',
      '/site',
    );
    expect(config.docsInstances.map((d) => [d.id, d.path, d.routeBasePath, d.tocMaxHeadingLevel])).toEqual([
      ['default', undefined, 'docs', 3],
      ['community', 'community', 'community', 4],
    ]);
    expect(config.docs).toBe(config.docsInstances[0]);
  });

  test('two sections with the same id, at the second one', () => {
    expect(
      brief(lines('{ "title": "Wasp", "url": "https://wasp.sh", "docs": [', '  { "path": "a" },', '  { "path": "b", "routeBasePath": "b" }', '] }')),
    ).toEqual([
      {
        rule: 'config/duplicate-docs-id',
        line: 3,
        column: 3,
        message: 'Two docs sections have the id "default": `docs[0]` and `docs[1]` (a section without "id" is the default one)',
      },
    ]);
  });

  test('two sections on the same route base, at its routeBasePath', () => {
    expect(
      brief(
        lines('{ "title": "Wasp", "url": "https://wasp.sh", "docs": [', '  { "path": "a" },', '  { "id": "b", "path": "b", "routeBasePath": "/docs/" }', '] }'),
      ),
    ).toEqual([{ rule: 'config/duplicate-docs-route', line: 3, column: 29, message: 'Two docs sections are served at /docs: `docs[0]` and `docs[1]`' }]);
  });

  test('a further section without a path, with the fix in the hint', () => {
    const [d] = diagnose(
      lines('{ "title": "Wasp", "url": "https://wasp.sh", "docs": [', '  {},', '  { "id": "community", "routeBasePath": "community" }', '] }'),
    );
    expect(d).toMatchObject({
      rule: 'config/missing-key',
      line: 3,
      column: 3,
      message: 'The docs section `docs[1]` ("community") has no `path`: say which folder holds its docs',
      hint: 'Add "path": "community" (the folder of its docs, relative to the site folder).',
    });
  });

  test('a mistake inside a section reads like any other key error', () => {
    expect(brief(lines('{ "title": "Wasp", "url": "https://wasp.sh", "docs": [', '  { "path": "a", "sidebarPth": "s.js" }', '] }'))).toEqual([
      { rule: 'config/unknown-key', line: 2, column: 18, message: 'Unknown key `docs[0].sidebarPth`' },
    ]);
    expect(brief(withDocs('"docs"'))[0]!.message).toBe('Invalid value for `docs`: expected an object (one docs section) or a list of them, received "docs"');
  });
});

describe('dev.allowedHosts', () => {
  const withDev = (dev: string): string => `{ "title": "Wasp", "url": "https://wasp.sh", "dev": ${dev} }`;

  test('takes host names, or true for any host', () => {
    expect(loadConfigFromText(withDev('{ "allowedHosts": ["docs.test", ".dev.example"] }'), 'site.config.json', '/site').dev).toEqual({
      allowedHosts: ['docs.test', '.dev.example'],
    });
    expect(loadConfigFromText(withDev('{ "allowedHosts": true }'), 'site.config.json', '/site').dev).toEqual({ allowedHosts: true });
  });

  test('a URL instead of a host name, with the name to write', () => {
    expect(diagnose(withDev('{ "allowedHosts": ["http://docs.test:3000"] }'))).toEqual([
      expect.objectContaining({
        rule: 'config/invalid-value',
        message: 'Invalid value for `dev.allowedHosts[0]`: expected a host name, received "http://docs.test:3000"',
        hint: 'Write the name alone, "docs.test": no scheme, port or path (a leading dot also allows its subdomains). IP addresses need no entry.',
      }),
    ]);
  });

  test('false is not a value it takes', () => {
    expect(brief(withDev('{ "allowedHosts": false }'))).toEqual([
      expect.objectContaining({ message: expect.stringContaining('expected a list of host names, or true for any host') }),
    ]);
  });
});
