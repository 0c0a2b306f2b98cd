import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyFixture, readOut, removeDir } from '../helpers/fixture.js';
import { runCli } from '../helpers/run-cli.js';
import { treeHash } from '../helpers/tree-hash.js';

/** "line:column" of the first occurrence of a text in a file, to check where a diagnostic points. */
function where(file: string, text: string): string {
  const source = readFileSync(file, 'utf8');
  const at = source.indexOf(text);
  if (at < 0) throw new Error(`${text} not in ${file}`);
  const before = source.slice(0, at);
  return `${before.split('\n').length}:${at - (before.lastIndexOf('\n') + 1) + 1}`;
}

/** The JSON the dry run prints between its first line and the summary. */
function printedConfig(stdout: string): unknown {
  return JSON.parse(stdout.slice(stdout.indexOf('\n') + 1, stdout.lastIndexOf('}') + 1));
}

const notConfig = (rel: string) => rel === 'site.config.json';

describe('docs migrate on a Docusaurus site with a TypeScript config', () => {
  let site: string;
  let config: string;
  let before: string;
  let dry: ReturnType<typeof runCli>;

  beforeAll(() => {
    site = copyFixture('docusaurus-ts');
    config = path.join(site, 'docusaurus.config.ts');
    before = treeHash(site);
    dry = runCli(site, ['migrate', '.']);
  });
  afterAll(() => removeDir(site));

  it('a dry run prints the config it would write and writes nothing', () => {
    expect(dry.code, dry.stderr).toBe(0);
    expect(dry.stdout.split('\n')[0]).toBe('site.config.json (dry run: nothing written; run with --write to write it):');
    expect(existsSync(path.join(site, 'site.config.json'))).toBe(false);
    expect(treeHash(site)).toBe(before);
  });

  it('maps every key that has a counterpart, with Docusaurus defaults where ours differ', () => {
    expect(printedConfig(dry.stdout)).toEqual({
      title: 'Harbor',
      tagline: 'Ship containers calmly',
      url: 'https://harbor.example.org',
      baseUrl: '/',
      favicon: 'img/favicon.svg',
      trailingSlash: false,
      onBrokenLinks: 'warn',
      onBrokenAnchors: 'warn', // "log" prints and goes on, as "warn" does
      onBrokenMarkdownLinks: 'throw', // from markdown.hooks
      onDuplicateRoutes: 'warn', // Docusaurus' default, written out
      announcementBar: { id: 'v2', content: 'Harbor 2 is out', backgroundColor: '#fff', textColor: '#000', isCloseable: true },
      navbar: {
        title: 'Harbor',
        logo: { alt: 'Harbor logo', src: 'img/logo.svg' },
        items: [
          { type: 'docSidebar', sidebarId: 'guideSidebar', position: 'left', label: 'Guide' },
          { to: '/blog', label: 'News', position: 'left' },
          { type: 'dropdown', label: 'More', items: [{ to: '/community', label: 'Community' }] },
          { href: 'https://github.com/harbor-org/harbor', label: 'GitHub', position: 'right' },
        ],
      },
      footer: {
        style: 'dark',
        links: [
          { title: 'Docs', items: [{ label: 'Guide', to: '/guide/intro' }] },
          { title: 'Elsewhere', items: [{ label: 'GitHub', href: 'https://github.com/harbor-org/harbor' }] },
        ],
        copyright: 'Copyright © 2025 Harbor.',
      },
      colorMode: { respectPrefersColorScheme: true },
      image: 'img/social-card.png',
      // The second docs plugin becomes a second docs section, with its own options; the theme's
      // table of contents levels apply to both.
      docs: [
        {
          routeBasePath: 'guide',
          editUrl: 'https://github.com/harbor-org/harbor/tree/main/website/',
          showLastUpdateTime: true,
          tocMinHeadingLevel: 2,
          tocMaxHeadingLevel: 4,
          path: 'docs',
          sidebarPath: 'sidebars.ts',
        },
        { id: 'community', path: 'community', routeBasePath: 'community', tocMinHeadingLevel: 2, tocMaxHeadingLevel: 4 },
      ],
      blog: {
        sidebarCount: 'ALL',
        sidebarTitle: 'Recent posts',
        postsPerPage: 10,
        showReadingTime: false,
        title: 'Harbor news',
        feedTypes: ['rss', 'atom'],
        path: 'blog',
      },
      pages: { path: 'src/pages' },
      analytics: { scripts: [{ src: 'https://stats.example.org/script.js' }, { src: '/js/extra.js', async: true }], gtag: { trackingID: 'G-12345' } },
      // markdown.mermaid, and the docs' remark plugin named by its package.
      markdown: { mermaid: true, remarkPlugins: [['remark-math']] },
      search: { appId: 'APP123', apiKey: 'search-key', indexName: 'harbor', contextualSearch: true },
      metadata: [{ name: 'theme-color', content: '#0b5394' }],
      customCss: ['src/css/custom.css'],
      customFields: { releaseChannel: 'stable' },
      // Where docusaurus deploy pushed, for docs deploy.
      deploy: { organizationName: 'harbor-org', projectName: 'harbor' },
    });
  });

  it('reports plugins, themes and custom webpack at their line in the config, with what to do', () => {
    const at = (text: string) => `docusaurus.config.ts:${where(config, text)} warning`;
    expect(dry.stderr).toContain(`${at("'@docusaurus/plugin-ideal-image'")} the plugin @docusaurus/plugin-ideal-image has no counterpart [migrate/plugin]`);
    expect(dry.stderr).not.toMatch(/plugin-content-docs[^\n]*\[migrate\/plugin\]/);
    expect(dry.stderr).toContain(
      `${at('async function tailwindPlugin')} the plugin tailwindPlugin() customises webpack (configureWebpack) [migrate/webpack]\n  There is no webpack here`,
    );
    // Mermaid's theme and the remark plugin map onto markdown: nothing to report.
    expect(dry.stderr).not.toContain('theme-mermaid');
    expect(dry.stderr).not.toContain('remark-math');
    expect(dry.stderr).toContain(`${at('prism:')} themeConfig.prism has no counterpart in site.config.json [migrate/no-counterpart]`);
    // A dropdown maps (its items with it); the locale dropdown does not.
    expect(dry.stderr).not.toContain('navbar item of type "dropdown"');
    expect(dry.stderr).toContain(`${at("type: 'localeDropdown'")} navbar item of type "localeDropdown" has no counterpart [migrate/unsupported]`);
    expect(dry.stderr).toContain(`${at('activeBaseRegex:')} themeConfig.navbar.items[4].activeBaseRegex is not mapped [migrate/unknown-key]`);
    expect(dry.stderr).toContain(`${at('i18n:')} i18n lists 2 locales [migrate/unsupported]`);
    expect(dry.stderr).not.toContain('customFields');
    // Content folders and a sidebars.ts are read where they are: nothing to say about them.
    expect(dry.stderr).not.toContain('[migrate/folders]');
  });

  it('reports swizzled components and pages that import Docusaurus modules, by file and line', () => {
    expect(dry.stderr).toContain(
      'src/theme/Navbar/index.tsx:1 warning the swizzled component Navbar is not a theme override here [migrate/swizzled]\n  Run `docs swizzle Navbar` and port what this file changes into theme/Navbar.tsx.',
    );
    expect(dry.stderr).toContain(
      'src/theme/DocItem/Footer/index.tsx:1 warning the swizzled component DocItem/Footer is not a theme override here [migrate/swizzled]\n  This theme has no component DocItem/Footer',
    );
    // @theme/Layout and @docusaurus/Link are here; ComponentCreator (Docusaurus' generated route code) is not.
    expect(dry.stderr).not.toContain('imports @theme/Layout');
    expect(dry.stderr).toContain(
      'src/pages/index.tsx:4 warning the React page imports @docusaurus/ComponentCreator, which has no counterpart here [migrate/unknown-import]',
    );
    // @docusaurus/Link is one of the compatibility modules the theme provides.
    expect(dry.stderr).not.toContain('imports @docusaurus/Link');
    expect(dry.stdout).toMatch(/\d+ things could not be mapped \(listed above with what to do\)\. Content files were not touched\.\n$/);
  });

  it('--write writes that config, touches nothing else, and never replaces it without --force', () => {
    const write = runCli(site, ['migrate', '.', '--write']);
    expect(write.code, write.stderr).toBe(0);
    expect(write.stdout).toContain('Wrote site.config.json.');
    const written = readFileSync(path.join(site, 'site.config.json'), 'utf8');
    expect(JSON.parse(written)).toEqual(printedConfig(dry.stdout));
    expect(treeHash(site, notConfig)).toBe(before);

    writeFileSync(path.join(site, 'site.config.json'), '{"title": "edited by hand"}\n');
    const again = runCli(site, ['migrate', '.', '--write']);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain(
      'site.config.json error site.config.json already exists and was left as it is [migrate/exists]\n  Run docs migrate without --write to see the new config, or add --force to replace the file.',
    );
    expect(readFileSync(path.join(site, 'site.config.json'), 'utf8')).toBe('{"title": "edited by hand"}\n');

    const dryAgain = runCli(site, ['migrate', '.']);
    expect(dryAgain.stdout).toContain('site.config.json exists already: --write --force would replace it.');

    const forced = runCli(site, ['migrate', '.', '--write', '--force']);
    expect(forced.code, forced.stderr).toBe(0);
    expect(readFileSync(path.join(site, 'site.config.json'), 'utf8')).toBe(written);
    expect(treeHash(site, notConfig)).toBe(before);
  });
});

describe('docs migrate on a Docusaurus site with a CommonJS config, then docs build', () => {
  let site: string;
  let before: string;
  let migrate: ReturnType<typeof runCli>;
  let build: ReturnType<typeof runCli>;

  beforeAll(() => {
    site = copyFixture('docusaurus-js');
    before = treeHash(site);
    migrate = runCli(site, ['migrate', '.', '--write']);
    build = runCli(site, ['build']);
  });
  afterAll(() => removeDir(site));

  it('maps require.resolve paths, versions and the classic preset options', () => {
    expect(migrate.code, migrate.stderr).toBe(0);
    const config = JSON.parse(readFileSync(path.join(site, 'site.config.json'), 'utf8'));
    // The content stays where Docusaurus keeps it; the config says where.
    expect(config.contentDir).toBeUndefined();
    expect(config.customCss).toEqual(['src/css/custom.css']);
    expect(config.docs).toEqual({
      editUrl: 'https://github.com/lighthouse/site/edit/main/',
      versions: { current: { label: 'Next', banner: 'unreleased' }, '1.0.0': { label: '1.0' } },
      path: 'docs',
      sidebarPath: 'sidebars.json',
    });
    expect(config.blog).toEqual({ sidebarCount: 5, sidebarTitle: 'All posts', postsPerPage: 5, path: 'blog' });
    expect(config.colorMode).toEqual({ defaultMode: 'dark', disableSwitch: false });
    // A label-less link (drawn by CSS in Docusaurus) becomes an icon link, and says so.
    expect(config.navbar.items[4]).toEqual({
      href: 'https://github.com/lighthouse/site',
      position: 'right',
      className: 'header-github-link',
      'aria-label': 'GitHub',
      icon: 'github',
    });
    expect(migrate.stderr).toContain(
      `docusaurus.config.js:${where(path.join(site, 'docusaurus.config.js'), "{href: 'https://github.com/lighthouse/site'")} warning the navbar item without a label becomes an icon link (icon "github") [migrate/icon-link]\n  Check it in the navbar; if custom CSS drew its icon (.header-github-link), remove that rule or the "icon".`,
    );
    expect(migrate.stderr).toContain(
      `docusaurus.config.js:${where(path.join(site, 'docusaurus.config.js'), 'badge:')} warning presets[0][1].docs.versions["1.0.0"].badge has no counterpart in site.config.json [migrate/no-counterpart]`,
    );
    expect(migrate.stderr).toContain(
      `docusaurus.config.js:${where(path.join(site, 'docusaurus.config.js'), 'function svgPlugin')} warning the plugin svgPlugin() customises webpack (configureWebpack) [migrate/webpack]`,
    );
    expect(migrate.stderr).toContain('src/theme/Footer.js:1 warning the swizzled component Footer is not a theme override here [migrate/swizzled]');
  });

  it('the migrated site builds with its content files untouched and in place', () => {
    expect(build.stderr).toBe('');
    expect(build.code).toBe(0);
    expect(treeHash(site, (rel) => notConfig(rel) || rel === 'dist' || rel === '.docs-cache')).toBe(before);
    const dist = path.join(site, 'dist');
    const intro = readOut(dist, 'docs/intro/index.html');
    expect(intro).toContain('<title>Introduction | Lighthouse</title>');
    expect(intro).toContain('href="https://github.com/lighthouse/site/edit/main/versioned_docs/version-1.0.0/intro.md"');
    expect(readOut(dist, 'docs/next/guides/lamps/index.html')).toContain('id="fresnel-lenses"');
    const post = readOut(dist, 'blog/2024/06/01/first-light/index.html');
    expect(post).toContain('The Keeper');
    expect(post).toContain('All posts');
    expect(readOut(dist, 'blog/index.html')).toContain('First light');
  });
});

describe('docs migrate errors', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'docs-migrate-errors-'));
  });
  afterAll(() => removeDir(dir));

  it('a folder without a Docusaurus config', () => {
    const result = runCli(dir, ['migrate', '.']);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('has no Docusaurus config [migrate/no-config]\n  Name the folder of a Docusaurus site: one with docusaurus.config.ts');
  });

  it('a config with a syntax error names its file and line', () => {
    writeFileSync(path.join(dir, 'docusaurus.config.js'), "module.exports = {\n  title: 'Broken',\n  url: 'https://x.example'\n  baseUrl: '/',\n};\n");
    const result = runCli(dir, ['migrate', '.']);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/^docusaurus\.config\.js:4:\d+ error Expected "}" but found "baseUrl" \[migrate\/config-syntax\]/m);
    expect(existsSync(path.join(dir, 'site.config.json'))).toBe(false);
  });

  it('an .mjs config that exports an async function, reads import.meta.url and imports missing packages', () => {
    removeDir(path.join(dir, 'docusaurus.config.js'));
    writeFileSync(
      path.join(dir, 'docusaurus.config.mjs'),
      [
        "import { themes } from 'prism-react-renderer';",
        "import path from 'node:path';",
        "import { fileURLToPath } from 'node:url';",
        'const here = path.dirname(fileURLToPath(import.meta.url));',
        'export default async function createConfig() {',
        "  return { title: path.basename(here) === path.basename(process.cwd()) ? 'Here' : 'Elsewhere', url: 'https://m.example', themeConfig: { prism: { theme: themes.vsDark } } };",
        '}',
        '',
      ].join('\n'),
    );
    const result = runCli(dir, ['migrate', '.']);
    expect(result.code, result.stderr).toBe(0);
    expect(printedConfig(result.stdout)).toMatchObject({ title: 'Here', url: 'https://m.example' });
    expect(result.stderr).toContain('docusaurus.config.mjs:6:');
  });

  it('a value this generator rejects is an error naming the Docusaurus config, and nothing is written', () => {
    removeDir(path.join(dir, 'docusaurus.config.mjs'));
    writeFileSync(path.join(dir, 'docusaurus.config.js'), "module.exports = { title: 'T', url: 'https://t.example/sub/path', baseUrl: '/' };\n");
    const result = runCli(dir, ['migrate', '.', '--write']);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(
      "docusaurus.config.js:1:32 error the migrated config would be invalid: Invalid value for `url`: expected the site's origin only",
    );
    expect(existsSync(path.join(dir, 'site.config.json'))).toBe(false);
  });
});

describe('docs migrate on a site whose sidebar Docusaurus generates', () => {
  it('a site without a sidebar file gets the sidebar Docusaurus generates, and builds', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'docs-migrate-autogen-'));
    try {
      const docs = path.join(dir, 'docs');
      mkdirSync(path.join(docs, 'guides'), { recursive: true });
      writeFileSync(path.join(docs, 'intro.md'), '# Intro\n\nHello.\n');
      writeFileSync(path.join(docs, 'guides', 'setup.md'), '# Setup\n\nSteps.\n');
      writeFileSync(
        path.join(dir, 'docusaurus.config.js'),
        "module.exports = {\n  title: 'Auto',\n  url: 'https://auto.example',\n  presets: [['classic', {docs: {}}]],\n};\n",
      );
      const migrate = runCli(dir, ['migrate', '.', '--write']);
      expect(migrate.code, migrate.stderr).toBe(0);
      // With no sidebar file the docs folder's sidebar is generated, as in Docusaurus: nothing to write.
      expect(migrate.stderr).not.toContain('[migrate/folders]');
      const build = runCli(dir, ['build']);
      expect(build.code, build.stderr).toBe(0);
      const intro = readOut(path.join(dir, 'dist'), 'docs/intro/index.html');
      expect(intro).toContain('href="/docs/guides/setup"');
    } finally {
      removeDir(dir);
    }
  });
});
