import { PACKAGE_NAME } from '../files/package-root.js';
import { escapeHtml } from '../../shared/html.js';
import { aboutPage, homePage, introDoc, welcomePost } from './starter-content.js';

/** What a new site is named and dated by. */
export interface StarterOptions {
  /** Title shown in the navbar and page titles. */
  title: string;
  /** npm package name of the site (lowercase, dashes). */
  name: string;
  /** The day the site is created, YYYY-MM-DD: the date of its first blog post. */
  today: string;
  /** Version range of the generator the site depends on. */
  generatorRange: string;
}

/** The npm scripts of a new site; merged into a package.json the folder already has. */
export const STARTER_SCRIPTS: Readonly<Record<string, string>> = { dev: 'docs dev', build: 'docs build', serve: 'docs serve' };

/** The lines of a new site's .gitignore (dependencies, the built site, the build cache); merged into one the folder has. */
export const STARTER_IGNORES: readonly string[] = ['node_modules/', 'dist/', '.docs-cache/'];

/** The files of a new site, by path relative to its folder: config, a doc, a blog post, a page and a home page. */
export function starterFiles(o: StarterOptions): Record<string, string> {
  return {
    'site.config.json': `${JSON.stringify(starterConfig(o), null, 2)}\n`,
    'content/sidebars.json': `${JSON.stringify({ docs: ['intro'] }, null, 2)}\n`,
    'content/docs/intro.md': introDoc(o.title),
    [`content/blog/${o.today}-welcome.md`]: welcomePost(o.title),
    'content/pages/about.md': aboutPage(),
    'content/pages/index.tsx': homePage(o.title),
    'tsconfig.json': siteTsconfig(),
    'static/img/favicon.svg':
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="6" fill="#4f46e5"/><path d="M9 8h8a7 7 0 0 1 0 14H9z" fill="#fff"/></svg>\n',
    '.gitignore': `${STARTER_IGNORES.join('\n')}\n`,
    'package.json': `${JSON.stringify(
      {
        name: o.name,
        private: true,
        scripts: STARTER_SCRIPTS,
        dependencies: { [PACKAGE_NAME]: o.generatorRange },
      },
      null,
      2,
    )}\n`,
  };
}

/** A new site's site.config.json: its title, the docs/blog/about navbar and search, and a footer. */
function starterConfig(o: StarterOptions) {
  return {
    // Editors complete and check the file against the JSON Schema the installed package ships.
    $schema: `./node_modules/${PACKAGE_NAME}/schema/site.config.schema.json`,
    title: o.title,
    tagline: 'Documentation and news',
    url: 'https://example.com',
    baseUrl: '/',
    favicon: 'img/favicon.svg',
    // Docs, blog, pages and sidebars live together under content/ (Docusaurus' own layout keeps them at the top).
    contentDir: 'content',
    navbar: {
      items: [
        { type: 'doc', docId: 'intro', label: 'Docs', position: 'left' },
        { to: 'blog', label: 'Blog', position: 'left' },
        { to: 'about', label: 'About', position: 'right' },
        { type: 'search', position: 'right' },
      ],
    },
    footer: {
      links: [
        { title: 'Docs', items: [{ label: 'Introduction', to: 'docs' }] },
        {
          title: 'More',
          items: [
            { label: 'Blog', to: 'blog' },
            { label: 'About', to: 'about' },
          ],
        },
      ],
      copyright: `Copyright © ${o.today.slice(0, 4)} ${escapeHtml(o.title)}.`,
    },
  };
}

/**
 * The site's tsconfig.json: TypeScript settings of the theme, with the modules the package
 * provides (@docs/theme, @theme/*, @docusaurus/*...) mapped onto the declarations it ships in
 * types/, and `rootDirs` so that a component copied into theme/ by `docs swizzle` finds the
 * theme's modules by its relative imports, as the bundler does.
 */
function siteTsconfig(): string {
  const types = `./node_modules/${PACKAGE_NAME}/types`;
  const theme = `${types}/template`;
  const compilerOptions = {
    target: 'ES2022',
    module: 'ESNext',
    moduleResolution: 'Bundler',
    jsx: 'react-jsx',
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    isolatedModules: true,
    lib: ['ES2023', 'DOM', 'DOM.Iterable'],
    types: [],
    paths: {
      '@docs/theme': [`${theme}/theme.d.ts`],
      '@docs/theme-original/*': [`${theme}/components/*`, `${theme}/pages/*`],
      '@theme/MDXComponents/*': ['./src/theme/MDXComponents/*', `${theme}/compat/theme/mdx-components/*`],
      '@theme/*': ['./src/theme/*', `${theme}/compat/theme/*`, `${theme}/compat/*`],
      '@theme-original/MDXComponents/*': [`${theme}/compat/theme/mdx-components/*`],
      '@theme-original/*': [`${theme}/compat/theme/*`, `${theme}/compat/*`],
      '@docusaurus/plugin-content-docs/client': [`${theme}/compat/docs-client.d.ts`],
      '@docusaurus/*': [`${theme}/compat/*`],
      [`${PACKAGE_NAME}/shared/*`]: [`${types}/shared/*`],
      '@site/*': ['./*'],
    },
    rootDirs: ['.', './theme', theme, `${theme}/components`, `${theme}/pages`],
  };
  return `${JSON.stringify({ compilerOptions, include: ['content', 'src', 'theme', `${theme}/site-globals.d.ts`] }, null, 2)}\n`;
}
