import { mkdirSync, readFileSync, writeFileSync, existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { copyFixture, removeDir } from '../helpers/fixture.js';
import { runCli } from '../helpers/run-cli.js';

/** Builds a broken copy of the basic fixture and returns the CLI's stderr. */
function buildBroken(change: (dir: string) => void): { code: number; stderr: string; distExists: boolean } {
  const dir = copyFixture('basic');
  try {
    rmSync(path.join(dir, 'dist'), { recursive: true, force: true });
    change(dir);
    const result = runCli(dir, ['build']);
    return { code: result.code, stderr: result.stderr, distExists: existsSync(path.join(dir, 'dist')) };
  } finally {
    removeDir(dir);
  }
}

describe('build diagnostics', () => {
  it('malformed front matter: file, line, column, message and hint; nothing written', () => {
    const r = buildBroken((dir) =>
      writeFileSync(path.join(dir, 'content/docs/guides/configure.md'), '---\ntitle: Configure\nsidebar_position: [1\n---\n\nText.\n'),
    );
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/^content\/docs\/guides\/configure\.md:\d+:\d+ error invalid YAML in front matter: .+ \[markdown\/front-matter\]$/m);
    expect(r.stderr).toContain('1 error found.');
    expect(r.distExists).toBe(false);
  });

  it('an unknown component names the file and line and the known components', () => {
    const r = buildBroken((dir) =>
      writeFileSync(path.join(dir, 'content/docs/guides/configure.md'), '---\ntitle: Configure\n---\n\nText.\n\n<Carousel items="3" />\n'),
    );
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(
      /^content\/docs\/guides\/configure\.md:7:1 error unknown component <Carousel>: .* In scope: .*Tabs.* \[mdx\/unknown-component\]$/m,
    );
  });

  it('two docs at the same route', () => {
    const r = buildBroken((dir) => writeFileSync(path.join(dir, 'content/docs/guides/copy.md'), '---\ntitle: Copy\nslug: /guides/install\n---\n\nText.\n'));
    expect(r.code).toBe(1);
    expect(r.stderr).toContain(
      'content/docs/guides/install.md:1:1 error two docs are served at /docs/guides/install: content/docs/guides/copy.md and content/docs/guides/install.md [routes/duplicate-route]',
    );
  });

  it('a page and a doc at the same route', () => {
    const r = buildBroken((dir) => writeFileSync(path.join(dir, 'content/pages/docs.md'), '---\ntitle: Clash\n---\n\nText.\n'));
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('error two pages are served at /docs: content/pages/docs.md and content/docs/intro.md [routes/duplicate-route]');
  });

  it('onDuplicateRoutes "warn" (Docusaurus\' default, which docs migrate writes out) builds, keeps the first page and says which was left out', () => {
    const dir = copyFixture('basic');
    try {
      const configFile = path.join(dir, 'site.config.json');
      writeFileSync(configFile, JSON.stringify({ ...JSON.parse(readFileSync(configFile, 'utf8')), onDuplicateRoutes: 'warn' }));
      writeFileSync(path.join(dir, 'content/docs/guides/copy.md'), '---\ntitle: Copy\nslug: /guides/install\n---\n\nThe copy.\n');
      writeFileSync(path.join(dir, 'content/pages/docs.md'), '---\ntitle: Clash\n---\n\nThe clashing page.\n');
      // A doc beside a folder's doc of the same route: Docusaurus serves the folder's own file (guides/configure.md).
      mkdirSync(path.join(dir, 'content/docs/guides/configure'));
      writeFileSync(path.join(dir, 'content/docs/guides/configure/configure.md'), '---\ntitle: Nested\n---\n\nThe nested copy.\n');
      const r = runCli(dir, ['build']);
      expect(r.code, r.stderr).toBe(0);
      expect(r.stderr).toContain(
        'content/docs/guides/install.md:1 warning two pages are served at /docs/guides/install: content/docs/guides/copy.md and content/docs/guides/install.md; the site serves the first (onDuplicateRoutes: "warn") [routes/duplicate-route]',
      );
      expect(r.stderr).toContain(
        'warning two pages are served at /docs: content/pages/docs.md and content/docs/intro.md; the site serves the first (onDuplicateRoutes: "warn") [routes/duplicate-route]',
      );
      expect(readFileSync(path.join(dir, 'dist/docs/guides/install/index.html'), 'utf8')).toContain('The copy.');
      expect(readFileSync(path.join(dir, 'dist/docs/index.html'), 'utf8')).toContain('The clashing page.');
      expect(r.stderr).toContain(
        'content/docs/guides/configure/configure.md:1 warning two pages are served at /docs/guides/configure: content/docs/guides/configure.md and content/docs/guides/configure/configure.md; the site serves the first',
      );
      expect(readFileSync(path.join(dir, 'dist/docs/guides/configure/index.html'), 'utf8')).not.toContain('The nested copy.');
    } finally {
      removeDir(dir);
    }
  });

  it('an unknown doc id in the sidebar lists the available ids', () => {
    const r = buildBroken((dir) => writeFileSync(path.join(dir, 'content/sidebars.json'), '{\n  "docs": ["intro", "guides/nope"]\n}\n'));
    expect(r.code).toBe(1);
    expect(r.stderr).toContain(
      'content/sidebars.json:2:21 error sidebar docs[1] refers to an unknown doc id "guides/nope" (version current) [sidebar/invalid-item]',
    );
    expect(r.stderr).toContain('Available doc ids: guides/configure, guides/index, guides/install, hidden, intro');
  });

  it('a React page without a default export says so', () => {
    const r = buildBroken((dir) => writeFileSync(path.join(dir, 'content/pages/team.tsx'), 'export function Team() { return <p>Team</p>; }\n'));
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('content/pages/team.tsx:1:1 error the page module content/pages/team.tsx has no default export [pages/no-default-export]');
  });

  it('a syntax error in a React page is a diagnostic with file:line, not an internal error', () => {
    const r = buildBroken((dir) => writeFileSync(path.join(dir, 'content/pages/team.tsx'), 'export default function Team() {\n  return <p>Team</div>;\n}\n'));
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/^content\/pages\/team\.tsx:2:\d+ error .+ \[pages\/build\]$/m);
    expect(r.stderr).not.toContain('Internal error');
  });

  it('a broken config reports every problem at once with file:line:column and key path', () => {
    const r = buildBroken((dir) =>
      writeFileSync(
        path.join(dir, 'site.config.json'),
        '{\n  "title": 3,\n  "url": "https://x.example",\n  "navbar": { "items": [{ "type": "bogus" }] },\n  "colour": true\n}\n',
      ),
    );
    expect(r.code).toBe(1);
    const lines = r.stderr.split('\n').filter((l) => l.startsWith('site.config.json:'));
    expect(lines.length).toBeGreaterThanOrEqual(3);
    expect(r.stderr).toMatch(/site\.config\.json:2:\d+ error .*title.*expected string, received number/);
    expect(r.stderr).toMatch(/site\.config\.json:4:\d+ error .*navbar\.items\[0\]\.type/);
    expect(r.stderr).toMatch(/site\.config\.json:5:\d+ error .*colour/);
  });
});
