import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyCompatCase, visitBuiltPage } from '../helpers/compat-site.js';
import { readOut, removeDir } from '../helpers/fixture.js';
import { runCli } from '../helpers/run-cli.js';

// `docusaurus swizzle --eject` writes a component as a folder (`src/theme/MDXComponents/index.js`);
// the folder form works wherever the single file does: src/theme/ for MDX, theme/ for overrides.
describe('swizzled components in the folder form (tests/compat/theme-folder-form)', () => {
  let site: string;
  let build: ReturnType<typeof runCli>;

  beforeAll(() => {
    site = copyCompatCase('theme-folder-form');
    build = runCli(site, ['build']);
  });
  afterAll(() => removeDir(site));

  it('takes the global MDX components from src/theme/MDXComponents/index.js', () => {
    expect(build.stderr).toBe('');
    expect(build.code).toBe(0);
    const html = readOut(path.join(site, 'dist'), 'docs/intro/index.html');
    expect(html).toContain('<mark class="site-highlight">global component</mark>');
    expect(html).toContain('<a data-site-link="mdx-components" href="/docs/intro">link to itself</a>');
  });

  it('gives @theme/DocItem/Footer from src/theme/DocItem/Footer/index.js, with its own files', () => {
    const html = readOut(path.join(site, 'dist'), 'docs/intro/index.html');
    expect(html).toContain('<footer class="site-doc-footer">Doc footer from src/theme/DocItem/Footer/index.js</footer>');
  });

  it("overrides the theme's Footer with theme/Footer/index.tsx, its files found in its folder, the rest in the original's", () => {
    const html = readOut(path.join(site, 'dist'), 'docs/intro/index.html');
    expect(html).toContain('<div class="folder-footer">Footer from theme/Footer/index.tsx.<!-- --> <a href="/docs/intro">Read the intro</a></div>');
    // The wrapped original still renders.
    expect(html).toContain('Copyright of the original footer.');
  });

  it('keeps every override after hydration in the browser', async () => {
    const visit = await visitBuiltPage(path.join(site, 'dist'), '/docs/intro', '.folder-footer', 'Footer from theme/Footer/index.tsx. Read the intro');
    expect(visit.errors).toEqual([]);
    expect(visit.text).toBe('Footer from theme/Footer/index.tsx. Read the intro');
  });

  it('docs swizzle sees the folder form as the override it would overwrite', () => {
    const again = runCli(site, ['swizzle', 'Footer']);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain(`${path.join('theme', 'Footer', 'index.tsx')} already exists and overrides Footer`);
  });
});
