import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateAndBuild, type CompatRun } from '../helpers/compat.js';

// A Docusaurus site whose pages and docs use the modules Docusaurus documents for sites (its
// client API, theme-common, @theme/*), a class component reading this.props.config, a Redirect,
// navbar dropdowns and pathname:/// links: it migrates and builds, and the pages show what they should.
describe('the client modules a Docusaurus site imports', () => {
  let run: CompatRun;
  // A page's HTML without the comments React puts between adjacent texts.
  const page = (file: string) => run.read(file).replace(/<!-- -->/g, '');
  beforeAll(() => {
    run = migrateAndBuild('client-modules');
  });
  afterAll(() => run.remove());

  it("migrates the navbar's dropdowns and builds", () => {
    expect(run.migrate.code, run.migrate.stderr).toBe(0);
    expect(run.migrate.stderr).not.toContain('dropdown');
    expect(run.config?.navbar.items.slice(1)).toEqual([
      {
        type: 'dropdown',
        label: 'Community',
        position: 'left',
        items: [
          { label: 'Modules', to: '/modules' },
          { label: 'Forum', href: 'https://forum.example.com' },
        ],
      },
      { type: 'dropdown', label: 'Files', position: 'right', items: [{ label: 'Manual (PDF)', to: 'pathname:///files/manual.txt' }] },
    ]);
    expect(run.build?.code, run.build?.stderr).toBe(0);
  });

  it('gives a class component of src/pages the site config and route props', () => {
    const html = page('index.html');
    expect(html).toContain('<h1>Lantern</h1>');
    expect(html).toContain('<p class="tagline">Lights for harbours</p>');
    expect(html).toContain('Shown at /, matched /, exact true');
  });

  it('renders a page using every @docusaurus module and theme-common', () => {
    const html = page('modules/index.html');
    expect(html).toContain('<title>Modules | Lantern</title>');
    expect(html).toContain('<meta name="keywords" content="lamps,modules"/>');
    expect(html).toContain('<meta property="og:image" content="https://lantern.example.com/img/lamp.png"/>');
    expect(html).toContain('<meta name="lantern" content="lit"/>');
    expect(html).toContain('Modules of Lantern');
    expect(html).toContain('Kept by Ada');
    expect(html).toMatch(/Read <a href="\/docs\/intro">the docs<\/a> first\. 3 lamps/);
    expect(html).toContain('static false');
    expect(html).toContain('<span class="fallback">Loading…</span>');
    expect(html).toContain('<p class="safe">Nothing crashed</p>');
    expect(html).toContain('/img/lamp.png /docs/intro true false');
    expect(html).toContain('docusaurus-plugin-content-docs 1 default default default');
    expect(html).toContain('docusaurus-plugin-content-pages /modules function intro');
    expect(html).toContain('light Lantern ssr true object theme-doc-markdown true null');
    expect(html).toContain('One lamp');
    expect(html).toContain('4 lamps');
    expect(html).toContain('Open panel');
    expect(html).toMatch(/<a class="router-link" href="\/docs\/intro">Router link<\/a>/);
  });

  it('renders the @theme modules of a doc: IdealImage, Mermaid, an icon and a DocCard', () => {
    const html = run.read('docs/lamps/index.html');
    expect(html).toMatch(/<img loading="lazy" decoding="async" src="\/assets\/media\/lamp-[\w-]+\.png" alt="A lamp"/);
    expect(html).toMatch(/<img loading="lazy" decoding="async" src="\/assets\/media\/lamp-[\w-]+\.png" alt="The same lamp"/);
    expect(html).toContain('<code class="language-mermaid">graph TD;\n  Lamp--&gt;Light;</code>');
    expect(html).toMatch(/Lamp shop <svg class="docs-icon"/);
    expect(html).toContain('Back to the introduction');
  });

  it('writes a Redirect as a refresh and a canonical link, and renders @theme/NotFound', () => {
    const html = run.read('redirect/index.html');
    expect(html).toContain('<meta http-equiv="refresh" content="0; url=/docs/intro"/>');
    expect(html).toContain('<link rel="canonical" href="https://lantern.example.com/docs/intro"/>');
    expect(html.match(/rel="canonical"/g)).toHaveLength(1);
    expect(run.read('missing/index.html')).toContain('Page Not Found');
  });

  it('links pathname:/// URLs under the base URL, for the browser to load', () => {
    const html = run.read('docs/intro/index.html');
    expect(html).toContain('<a href="/files/manual.txt" rel="external">manual</a>');
    expect(html).toMatch(/<a class="docs-dropdown__link" href="\/files\/manual.txt" rel="external">/);
  });
});
