import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildCompat, type CompatBuild } from '../helpers/compat.js';

// Failures real Docusaurus sites met that a build used to pass over with exit code 0.
const made: CompatBuild[] = [];
function build(name: string, prepare?: (dir: string) => void): CompatBuild & { code: number; stderr: string; stdout: string } {
  const run = buildCompat(name, prepare);
  made.push(run);
  return { ...run, ...run.build };
}
afterEach(() => {
  for (const run of made.splice(0)) run.remove();
});

describe('no silent failures', () => {
  it('a React page whose component throws fails the build with the page, the error and the component stack', () => {
    const r = build('react-page-throws');
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('src/pages/index.jsx');
    expect(r.stderr).toContain("Cannot read properties of undefined (reading 'toUpperCase')");
    expect(r.stderr).toMatch(/component stack \(innermost first\):\n\s+in <Banner>/);
    expect(r.stderr).toContain('[pages/render]');
    // Nothing half-written: no output folder with an empty home page.
    expect(existsSync(r.out)).toBe(false);
  });

  it('navbar, footer and sidebar links to missing pages fail the build at their line', () => {
    const r = build('chrome-broken-links');
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('site.config.json:9:15 error broken link /docs/brewing: no such page');
    expect(r.stderr).toMatch(/site\.config\.json:13:\d+ error broken link \/history: no such page/);
    expect(r.stderr).toMatch(/sidebars\.json:4:\d+ error broken link \/docs\/cosies: no such page/);
    // The links that resolve (a doc, a link that leaves the site) are not reported.
    expect(r.stderr).not.toContain('/docs/intro:');
    expect(r.stderr).not.toContain('makers');
  });

  it('a site whose docs folder is missing says so, and names contentDir when the docs are under content/', () => {
    const r = build('docs-under-content');
    expect(r.code).toBe(0);
    expect(r.stdout + r.stderr).toContain('the docs folder docs/ does not exist, so the site has no docs [content/missing-docs-folder]');
    expect(r.stdout + r.stderr).toContain('set "contentDir": "content"');
  });

  it('a named docs folder that is missing is an error', () => {
    const r = build('docs-under-content', (dir) => {
      const config = path.join(dir, 'site.config.json');
      writeFileSync(config, JSON.stringify({ ...JSON.parse(readFileSync(config, 'utf8')), docs: { path: 'handbook' } }));
    });
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('the docs folder handbook/ does not exist');
  });
});

describe('failures a build lists together', () => {
  it('a theme override that throws is named as the site file to fix, for every page it broke', () => {
    const r = build('theme-override-throws');
    expect(r.code).toBe(1);
    expect(r.stderr).toContain(
      'theme/Footer.tsx error the theme override theme/Footer.tsx threw while rendering /docs/intro: the footer lost its links [theme/render]',
    );
    expect(r.stderr).toContain('threw while rendering /docs/mesh');
    expect(r.stderr).not.toContain('a bug in docs');
    // The hint is printed once for the rule, not under every page.
    expect(r.stderr.split('Fix the override').length - 1).toBe(1);
  });

  it('warnings of one rule print one line each, the hint once, and a count past the limit', () => {
    const r = build('docs-under-content', (dir) => {
      writeFileSync(
        path.join(dir, 'site.config.json'),
        JSON.stringify({ title: 'Saucer', url: 'https://saucer.example.org', baseUrl: '/', contentDir: 'content' }),
      );
      for (let i = 0; i < 103; i++) writeFileSync(path.join(dir, 'content', 'docs', `page-${i}.md`), `---\nflavour: mint\n---\n\n# Page ${i}\n`);
    });
    expect(r.code).toBe(0);
    const lines = r.stderr.split('\n').filter((l) => l.includes(' warning ') && l.includes('[docs/unknown-front-matter]'));
    expect(lines).toHaveLength(100);
    expect(r.stderr).toContain('... and 3 more of [docs/unknown-front-matter]');
    const hint = r.stderr.split('\n').find((l) => l.startsWith('  '))!;
    expect(r.stderr.split(hint).length - 1).toBe(1);
  });
});
