import { readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyFixture, readOut, removeDir } from '../helpers/fixture.js';
import { runCli } from '../helpers/run-cli.js';
import { treeHash } from '../helpers/tree-hash.js';

/**
 * The JavaScript files a built page loads before any interaction: its scripts and
 * modulepreloads, then their static imports (not dynamic import()), as paths in dist.
 */
function staticScripts(out: string, html: string): string[] {
  const queue = [...html.matchAll(/<(?:script[^>]* src|link rel="modulepreload"[^>]* href)="(\/[^"]+\.js)"/g)].map((m) => m[1]);
  const seen = new Set<string>();
  while (queue.length) {
    const url = queue.shift()!;
    if (seen.has(url)) continue;
    seen.add(url);
    const text = readOut(out, url.slice(1));
    for (const m of text.matchAll(/(?:^|[;}\s])import\s*(?:[\w$*{}\s,]+from\s*)?["'](\/[^"']+)["']/g)) queue.push(m[1]);
  }
  return [...seen].map((url) => url.slice(1));
}

/** The article of a built page, where the content is. */
function article(html: string): string {
  return html.slice(html.indexOf('<article'), html.indexOf('</article>'));
}

describe('MDX as Docusaurus writes it (tests/fixtures/mdx)', () => {
  let site: string;
  let out: string;

  beforeAll(() => {
    site = copyFixture('mdx');
    const result = runCli(site, ['build']);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    out = path.join(site, 'dist');
  });
  afterAll(() => removeDir(site));

  it('evaluates exports, imports and expressions', () => {
    const html = article(readOut(out, 'docs/index.html'));
    expect(html).toContain('The answer is <!-- -->42<!-- -->; released in <!-- -->2024<!-- -->. Two plus two is <!-- -->4<!-- -->.');
    expect(html).not.toContain('An MDX comment');
  });

  it('renders imported site components with expression props and CSS modules', () => {
    const html = readOut(out, 'docs/index.html');
    expect(article(html)).toMatch(/<button type="button" class="Counter_counter[^"]*" data-testid="counter">Clicks<!-- -->: <!-- -->42<\/button>/);
    expect(article(html)).toContain('<span class="fixture-required">required</span>');
    // The CSS its components import is linked by the page and named in its data for client navigation.
    const css = [...html.matchAll(/<link rel="stylesheet" href="([^"]+)">/g)].map((m) => m[1]);
    expect(css.length).toBe(2);
    const moduleCss = readOut(out, css[1].slice(1));
    expect(moduleCss).toMatch(/\.Counter_counter\{border:2px solid (?:rgb\(102, ?51, ?153\)|#639)/);
    expect(moduleCss).toMatch(/\.fixture-required\{color:(?:rgb\(200, ?0, ?0\)|#c80000)/);
    expect(JSON.parse(readOut(out, 'page-data/docs.json')).css).toEqual([css[1]]);
  });

  it('gives @theme/Tabs its values from an imported constant, with groupId', () => {
    const html = article(readOut(out, 'docs/index.html'));
    expect(html).toMatch(/role="tab"[^>]*aria-selected="true"[^>]*>JavaScript<\/button>/);
    expect(html).toContain('>TypeScript</button>');
    expect(html).toContain('JavaScript <strong>code</strong>');
  });

  it('provides the site MDXComponents to every file without an import, and renders fragments', () => {
    const html = article(readOut(out, 'docs/index.html'));
    expect(html).toContain('<mark class="fixture-highlight" style="background-color:rgb(255, 230, 0)">important</mark>');
    expect(html).toContain('A fragment with <em>markdown</em>.');
  });

  it('renders a partial with its props; its headings get ids', () => {
    const html = article(readOut(out, 'docs/guides/partials/index.html'));
    expect(html).toContain('<h2 id="shared-steps" class="docs-heading">Shared steps');
    // The site's MDXComponents overrides h3 (an element override), here inside a partial.
    expect(html).toContain('<h3 id="check-the-version" class="fixture-h3">Check the version</h3>');
    expect(html).toContain('Install the CLI for <!-- -->wasp<!-- -->, then run it.');
    // Links rendered by components, and JSX anchors, are in the page for the link checker.
    expect(html).toContain('<a href="/docs/guides/partials#shared-steps">the shared steps</a>');
    expect(html).toContain('<a id="custom-anchor">An anchor written as JSX.</a>');
  });

  it("puts a partial's headings in the importing page's TOC and search records", () => {
    const toc = JSON.parse(readOut(out, 'page-data/docs/guides/partials.json')).props.toc;
    expect(toc).toEqual([
      { value: 'Shared steps', id: 'shared-steps', level: 2, children: [{ value: 'Check the version', id: 'check-the-version', level: 3, children: [] }] },
    ]);
    const index = readOut(out, 'search-index.json');
    expect(index).toContain('Shared steps');
    expect(index).toContain('Install the CLI for wasp');
  });

  it('maps @docusaurus and @theme modules: useBaseUrl, ThemedImage, BrowserOnly, Head, useDocusaurusContext, require()', () => {
    const page = readOut(out, 'docs/guides/theme/index.html');
    const html = article(page);
    expect(html).toContain('<strong class="site-title">MDX Fixture</strong>');
    expect(html).toContain('<img alt="Diagram" src="/img/light.png" class="docs-themed-image docs-themed-image--light"/>');
    expect(html).toContain('<img alt="Diagram" src="/img/dark.png" class="docs-themed-image docs-themed-image--dark"/>');
    const image = /<img src="(\/assets\/media\/diagram-[A-Z0-9]+\.png)" alt="Required image"/.exec(html);
    expect(image).not.toBeNull();
    expect(readOut(out, image![1].slice(1)).length).toBeGreaterThan(0);
    expect(html).toContain('<span class="browser-only">server</span>');
    expect(page.slice(0, page.indexOf('</head>'))).toContain('<meta name="fixture-meta" content="from-head"/>');
  });

  it("gives components the docs' global data, storage slots, MDXContent and MDXComponents' parts, as Docusaurus sites use them", () => {
    const html = article(readOut(out, 'docs/guides/site-data/index.html'));
    // useStorageSlot reads nothing on the server: the TypeScript note (the default) is in the HTML, not the JavaScript one.
    expect(html).toContain('<div class="language-note" data-language="ts"><p>The port is typed as a <strong>number</strong>.</p></div>');
    expect(html).not.toContain('class="language-note" data-language="js"');
    // useAllDocsData lists every doc of the version; useActiveDocContext knows the open one; useWindowSize is "ssr".
    expect(html).toContain(
      '<div class="doc-index" data-window-size="ssr"><p class="doc-index__current">Open: <!-- -->guides/site-data<!-- --> in <!-- -->Next<!-- --> (section at <!-- -->/docs<!-- -->)</p>',
    );
    const listed = [...html.matchAll(/<li><a href="([^"]+)">([^<]+)<\/a><\/li>/g)].map((m) => `${m[2]} ${m[1]}`);
    expect(listed).toEqual([
      'guides/partials /docs/guides/partials',
      'guides/plain /docs/guides/plain',
      'guides/site-data /docs/guides/site-data',
      'guides/theme /docs/guides/theme',
      'intro /docs/',
    ]);
    // @theme/MDXComponents/Details takes its <summary> child as its title; MDXComponents/Code makes a block of multi-line code.
    expect(html).toContain('<details class="docs-details" data-collapsed="true"><summary>Show the server setup</summary>');
    expect(html).toMatch(/<div class="docs-code" data-language="sh">.*npm run start.*npm run stop/s);
    expect(html).toContain('Run the tests with <code>npm test</code>.');
    // A relative Link resolves against the page's URL, as Docusaurus' Link does, so the HTML holds the same link however it is served.
    expect(html).toContain('See the <a href="/docs/guides/theme">theme page</a> and the <a href="/docs/guides/plain?from=data">plain page</a>.');
    // A document a component requires is published, and its link passes the link checker (the build's and check-links').
    const docx = /<a download="" href="(\/assets\/media\/checklist-[A-Z0-9]+\.docx)">Download the checklist<\/a>/.exec(html);
    expect(docx).not.toBeNull();
    expect(readOut(out, docx![1].slice(1))).toContain('a stand-in document');
    // An imported SVG is a React component, as in Docusaurus: its own attributes, the caller's props, its markup.
    expect(html).toContain(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10" stroke-width="2" style="fill-opacity:0.5" class="fixture-mark" width="24" aria-label="Mark"><rect width="10" height="10"/></svg>',
    );
    // The page that read every doc carries the list in its data; the others do not.
    const data = JSON.parse(readOut(out, 'page-data/docs/guides/site-data.json'));
    expect(data.allDocs.map((v: { name: string; docs: unknown[] }) => [v.name, v.docs.length])).toEqual([['current', 5]]);
    expect(JSON.parse(readOut(out, 'page-data/docs/guides/theme.json')).allDocs).toBeUndefined();
    expect(JSON.parse(readOut(out, 'page-data/docs.json')).allDocs).toBeUndefined();
  });

  it('loads no module for a doc without components', () => {
    const data = JSON.parse(readOut(out, 'page-data/docs/guides/plain.json'));
    expect(data.props.mdx).toBeUndefined();
    expect(data.css).toBeUndefined();
    expect(JSON.parse(readOut(out, 'page-data/docs.json')).props.mdx).toBe('mdx:content/docs/intro.mdx');
  });

  it('a page without MDX modules loads no list of them, and no client file names a path of the build machine', () => {
    const files = staticScripts(out, readOut(out, 'docs/guides/plain/index.html'));
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) expect(readOut(out, file), file).not.toContain('mdx:content/');
    const js = readdirSync(path.join(out, 'assets/js')).map((f) => readOut(out, `assets/js/${f}`));
    for (const text of js) expect(text).not.toContain(site);
  });

  it('what MDX modules share with the theme does not split a page without components into more files', () => {
    // The entry, the one chunk of the running client, and esbuild's helpers: before, React, the
    // JSX runtime and the theme components MDX modules import were each a chunk of their own.
    const plain = staticScripts(out, readOut(out, 'docs/guides/plain/index.html'));
    expect(plain.length).toBeLessThanOrEqual(3);
    // A page with components loads the same files, then its own module's.
    const withComponents = staticScripts(out, readOut(out, 'docs/index.html'));
    expect(withComponents.slice(0, plain.length)).toEqual(plain);
    expect(withComponents.length).toBeGreaterThan(plain.length);
  });

  it('takes MDX in blog posts, lists and feeds', () => {
    expect(article(readOut(out, 'blog/2024/05/01/mdx-post/index.html'))).toContain('Post clicks<!-- -->: <!-- -->0');
    expect(readOut(out, 'blog/index.html')).toContain('Posts take MDX too: <!-- -->2<!-- --> is two.');
    // The feed carries what the components render.
    const rss = readOut(out, 'blog/rss.xml');
    expect(rss).toContain('Posts take MDX too: 2 is two.');
    expect(rss).toMatch(/Post clicks: 0/);
  });

  it('passes the link checker, anchors of partials and components included', () => {
    const result = runCli(site, ['check-links']);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
  });
});

describe("MDX importing a file's text (webpack's raw-loader syntax, as Docusaurus documents it)", () => {
  it("gives the file's text to a code block, and refuses a file outside the site", () => {
    const site = copyFixture('mdx');
    try {
      writeFileSync(path.join(site, 'content/docs/guides/sample.js'), 'export const answer = 42;\n');
      writeFileSync(
        path.join(site, 'content/docs/guides/raw.mdx'),
        "---\ntitle: Raw\n---\nimport CodeBlock from '@theme/CodeBlock';\nimport Sample from '!!raw-loader!./sample.js';\nimport Same from 'raw-loader!@site/content/docs/guides/sample.js';\n\n<CodeBlock language=\"js\" title=\"sample.js\">{Sample}</CodeBlock>\n\nLength: {Same.length}.\n",
      );
      const ok = runCli(site, ['build']);
      expect(ok.stderr).toBe('');
      const html = article(readOut(path.join(site, 'dist'), 'docs/guides/raw/index.html')).replaceAll('<!-- -->', '');
      expect(html).toContain('sample.js');
      expect(html).toMatch(/answer[\s\S]*42/);
      expect(html).toContain('Length: 26.');
      writeFileSync(path.join(site, 'content/docs/guides/raw.mdx'), "import Secret from '!!raw-loader!../../../../outside.txt';\n\n{Secret}\n");
      writeFileSync(path.join(path.dirname(site), 'outside.txt'), 'not for publishing');
      const refused = runCli(site, ['build']);
      expect(refused.code).toBe(1);
      expect(refused.stderr).toMatch(
        /content\/docs\/guides\/raw\.mdx:1:\d+ error the import "\.\.\/\.\.\/\.\.\/\.\.\/outside\.txt" leads outside the site folder/,
      );
    } finally {
      removeDir(site);
    }
  });
});

describe("what Docusaurus puts in every MDX file's scope", () => {
  it('frontMatter, contentTitle and toc, with @theme/TOCInline', () => {
    const site = copyFixture('mdx');
    try {
      writeFileSync(
        path.join(site, 'content/docs/guides/scope.mdx'),
        '---\ntitle: Scope\ndescription: What a file can use\n---\nimport TOCInline from \'@theme/TOCInline\';\n\n# The scope page\n\nAbout: {frontMatter.description}; title: {contentTitle}.\n\n<TOCInline toc={toc} />\n\n<TOCInline className="deep" toc={toc.filter((node) => node.level === 2 || node.level === 4)} maxHeadingLevel={4} />\n\n## First part\n\n### A detail\n\n#### A finer point\n\n## Second part\n',
      );
      const r = runCli(site, ['build']);
      expect(r.stderr).toBe('');
      const html = article(readOut(path.join(site, 'dist'), 'docs/guides/scope/index.html')).replaceAll('<!-- -->', '');
      expect(html).toContain('About: What a file can use; title: The scope page.');
      expect(html).toMatch(
        /<div class="docs-toc-inline"><ul><li><a href="#first-part">First part<\/a><ul><li><a href="#a-detail">A detail<\/a><\/li><\/ul><\/li><li><a href="#second-part">Second part<\/a><\/li><\/ul><\/div>/,
      );
      // `toc` holds every heading from h2 down, as in Docusaurus, so a page can pick deeper ones.
      expect(html).toMatch(
        /<div class="docs-toc-inline deep"><ul><li><a href="#first-part">First part<\/a><ul><li><a href="#a-finer-point">A finer point<\/a><\/li><\/ul><\/li><li><a href="#second-part">Second part<\/a><\/li><\/ul><\/div>/,
      );
    } finally {
      removeDir(site);
    }
  });
});

describe('a category index doc as Docusaurus sites write them', () => {
  it("lists the category's docs with @theme/DocCardList and useCurrentSidebarCategory", () => {
    const site = copyFixture('mdx');
    try {
      writeFileSync(
        path.join(site, 'content/docs/guides/index.mdx'),
        "---\ntitle: Guides\n---\nimport DocCardList from '@theme/DocCardList';\nimport { useCurrentSidebarCategory } from '@docusaurus/plugin-content-docs/client';\n\nexport const Count = () => <p>{`This category has ${useCurrentSidebarCategory().items.length} docs.`}</p>;\n\n<Count />\n\n<DocCardList />\n\n<DocCardList className=\"again\" items={useCurrentSidebarCategory().items.slice(0, 1)} />\n",
      );
      const r = runCli(site, ['build']);
      expect(r.stderr).toBe('');
      // The cards are <article>s themselves: the page's own article holds them.
      const html = readOut(path.join(site, 'dist'), 'docs/guides/index.html');
      const cards = [...html.matchAll(/<article class="docs-card"><h2 class="docs-card__title"><a [^>]*href="([^"]+)"[^>]*>([^<]+)<\/a>/g)].map((m) => [
        m[1],
        m[2],
      ]);
      expect(cards).toEqual([
        ['/docs/guides/partials', 'Partials'],
        ['/docs/guides/plain', 'Plain'],
        ['/docs/guides/site-data', 'Site data'],
        ['/docs/guides/theme', 'Theme modules'],
        // The list given its items (from @docusaurus/plugin-content-docs/client).
        ['/docs/guides/partials', 'Partials'],
      ]);
      expect(html).toContain('<ul class="docs-card-list again">');
      expect(html).toContain('This category has 4 docs.');
    } finally {
      removeDir(site);
    }
  });
});

describe('a React page as Docusaurus sites write them', () => {
  it("wraps itself in @theme/Layout, whose title and description replace the theme's, and reads @docusaurus/router", () => {
    const site = copyFixture('mdx');
    try {
      writeFileSync(
        path.join(site, 'content/pages/showcase.tsx'),
        'import Layout from \'@theme/Layout\';\nimport useDocusaurusContext from \'@docusaurus/useDocusaurusContext\';\nimport { useLocation } from \'@docusaurus/router\';\n\nexport default function Showcase() {\n  const { siteConfig } = useDocusaurusContext();\n  const { pathname } = useLocation();\n  return (\n    <Layout title="Showcase" description="Sites built with it" wrapperClassName="showcase">\n      <h1>{`Showcase of ${siteConfig.title}`}</h1>\n      <p>{`At ${pathname}`}</p>\n    </Layout>\n  );\n}\n',
      );
      const r = runCli(site, ['build']);
      expect(r.stderr).toBe('');
      const html = readOut(path.join(site, 'dist'), 'showcase/index.html');
      expect(html.match(/<title>[^<]*<\/title>/g)).toEqual(['<title>Showcase | MDX Fixture</title>']);
      expect(html.match(/<meta name="description"[^>]*>/g)).toEqual(['<meta name="description" content="Sites built with it"/>']);
      expect(html.match(/<meta property="og:title"[^>]*>/g)).toHaveLength(1);
      expect(html).toContain('<div class="showcase"><h1>Showcase of MDX Fixture</h1><p>At /showcase</p></div>');
    } finally {
      removeDir(site);
    }
  });
});

describe('MDX diagnostics', () => {
  const broken = (file: string, text: string) => {
    const site = copyFixture('mdx');
    runCli(site, ['build']);
    const before = treeHash(path.join(site, 'dist'));
    writeFileSync(path.join(site, file), text);
    const result = runCli(site, ['build']);
    const after = treeHash(path.join(site, 'dist'));
    removeDir(site);
    return { ...result, distKept: before === after };
  };

  it('an unknown component: file:line:column and the names in scope', () => {
    const r = broken('content/docs/guides/plain.md', '---\ntitle: Plain\n---\n\nText.\n\n<Carousel items={3} />\n');
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(
      /^content\/docs\/guides\/plain\.md:7:1 error unknown component <Carousel>: it is not imported, exported, nor provided to every MDX file\. In scope: Admonition, CodeBlock, Details, Head, Highlight, TabItem, Tabs\. .* \[mdx\/unknown-component\]$/m,
    );
    expect(r.distKept).toBe(true);
  });

  it('every page whose content fails is reported, not only the first', () => {
    const site = copyFixture('mdx');
    runCli(site, ['build']);
    const before = treeHash(path.join(site, 'dist'));
    writeFileSync(path.join(site, 'content/docs/guides/plain.md'), '---\ntitle: Plain\n---\n\nText.\n\n<Carousel items={3} />\n');
    writeFileSync(path.join(site, 'content/docs/guides/second.mdx'), '---\ntitle: Second\n---\n\nThe total is {missing.total}.\n');
    const r = runCli(site, ['build']);
    const after = treeHash(path.join(site, 'dist'));
    removeDir(site);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/^content\/docs\/guides\/plain\.md:7:1 error unknown component <Carousel>/m);
    expect(r.stderr).toMatch(/^content\/docs\/guides\/second\.mdx:5:\d+ error .*missing.* \[mdx\/expression-error\]$/m);
    expect(r.stderr).toContain('2 errors found.');
    expect(after).toBe(before);
  });

  it('an import that does not resolve names the import', () => {
    const r = broken('content/docs/guides/plain.md', "---\ntitle: Plain\n---\nimport Missing from '@site/src/components/Missing';\n\n<Missing />\n");
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(
      /^content\/docs\/guides\/plain\.md:4:21 error Could not resolve "@site\/src\/components\/Missing": nothing at .*src\/components\/Missing .* \[mdx\/build\]$/m,
    );
    expect(r.distKept).toBe(true);
  });

  it('an import that climbs out of the site folder is refused', () => {
    const site = copyFixture('mdx');
    // A file beside the site folder, reached by climbing out of it.
    const outside = path.join(path.dirname(site), `outside-${path.basename(site)}.png`);
    writeFileSync(outside, 'not for publishing');
    writeFileSync(
      path.join(site, 'content/docs/guides/plain.md'),
      `---\ntitle: Plain\n---\nimport secret from '../../../../${path.basename(outside)}';\n\n<img src={secret} />\n`,
    );
    const r = runCli(site, ['build']);
    removeDir(site);
    removeDir(outside);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(
      /^content\/docs\/guides\/plain\.md:4:20 error the import "\.\.\/\.\.\/\.\.\/\.\.\/outside-[^"]+" leads outside the site folder .* \[mdx\/build\]$/m,
    );
    expect(r.stdout).not.toContain('Built');
  });

  it('an MDX syntax error: the exact place and how to fix it', () => {
    const r = broken('content/docs/guides/plain.md', '---\ntitle: Plain\n---\n\nAn unclosed {expression\n');
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(
      /^content\/docs\/guides\/plain\.md:5:24 error Unexpected end of file in expression, expected a corresponding closing brace for `\{` \[mdx\/syntax\]$/m,
    );
    expect(r.stderr).toContain('This file is read as MDX');
    expect(r.distKept).toBe(true);
  });

  it('an expression that throws at render', () => {
    const r = broken('content/docs/guides/plain.md', '---\ntitle: Plain\n---\n\nValue: {undefined.length}\n');
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/^content\/docs\/guides\/plain\.md:5:9 error the expression threw: .*length.* \[mdx\/expression-error\]$/m);
    expect(r.distKept).toBe(true);
  });

  it('a broken link rendered by a component fails the build, naming the file', () => {
    const site = copyFixture('mdx');
    writeFileSync(
      path.join(site, 'src/components/Links.jsx'),
      'import Link from \'@docusaurus/Link\';\nexport default function Links() { return <Link to="/docs/guides/partials#nowhere">x</Link>; }\n',
    );
    const r = runCli(site, ['build']);
    removeDir(site);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(
      /^content\/docs\/guides\/partials\.mdx error broken anchor \/docs\/guides\/partials#nowhere: no such anchor #nowhere on \/docs\/guides\/partials \[links\/missing-anchor\]$/m,
    );
  });

  it('a component that throws while rendering names the page, the error and the component stack', () => {
    const r = broken(
      'content/docs/guides/plain.md',
      '---\ntitle: Plain\n---\nexport const Boom = () => { throw new Error("kaboom"); };\nexport function Panel({ children }) {\n  return <section>{children}</section>;\n}\n\n<Panel>\n  <Boom />\n</Panel>\n',
    );
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/^content\/docs\/guides\/plain\.md error rendering \/docs\/guides\/plain threw: kaboom/m);
    // Innermost first: the component that threw, inside the author's Panel, inside the page's content.
    expect(r.stderr).toMatch(
      /component stack \(innermost first\):\n\s+in <Boom>\n\s+in <section>\n\s+in <Panel>\n\s+in the content of content\/docs\/guides\/plain\.md \[mdx\/render\]/,
    );
    expect(r.distKept).toBe(true);
  });
});
