import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { removeDir, repoRoot } from '../helpers/fixture.js';
import { runCli } from '../helpers/run-cli.js';

const TSC = path.join(repoRoot, 'node_modules', 'typescript', 'bin', 'tsc');

/** Runs the repository's TypeScript on a folder's tsconfig.json. */
function typecheck(dir: string): { code: number; output: string } {
  const result = spawnSync(process.execPath, [TSC, '--noEmit', '-p', dir], { encoding: 'utf8', timeout: 120_000 });
  return { code: result.status ?? -1, output: `${result.stdout}${result.stderr}` };
}

// The package as a site has it: node_modules/docs-kiln is this repository (its types/ freshly
// written, as npm pack's prepare writes them), beside the dependencies npm would install with it.
describe('the TypeScript of a new site type-checks against the types the package ships', () => {
  let work: string;
  let site: string;

  beforeAll(() => {
    const types = spawnSync(process.execPath, [path.join(repoRoot, 'scripts', 'theme-types.mjs')], { encoding: 'utf8', timeout: 180_000 });
    expect(types.status, types.stderr).toBe(0);
    work = mkdtempSync(path.join(os.tmpdir(), 'docs-types-'));
    site = path.join(work, 'site');
    expect(runCli(work, ['init', 'site']).code).toBe(0);
    mkdirSync(path.join(site, 'node_modules', '@types'), { recursive: true });
    symlinkSync(repoRoot, path.join(site, 'node_modules', 'docs-kiln'), 'dir');
    for (const dependency of ['react', '@types/react'])
      symlinkSync(path.join(repoRoot, 'node_modules', dependency), path.join(site, 'node_modules', dependency), 'dir');
  }, 240_000);
  afterAll(() => removeDir(work));

  it('the starter and swizzled components pass tsc --noEmit', () => {
    // Content imports a value from docs-kiln/shared, which the tsconfig maps to declarations.
    for (const component of ['Footer', 'DocPage', 'Content']) {
      const swizzle = runCli(site, ['swizzle', component]);
      expect(swizzle.code, swizzle.stderr).toBe(0);
    }
    const result = typecheck(site);
    expect(result.output).toBe('');
    expect(result.code).toBe(0);
  }, 120_000);

  it("the tsconfig's paths do not change what the bundler resolves: the site still builds", () => {
    const build = runCli(site, ['build']);
    expect(build.stderr).toBe('');
    expect(build.code).toBe(0);
  }, 180_000);

  it("a page importing @docs/theme, @theme/* and @docusaurus/* is checked against the theme's own types", () => {
    const page = path.join(site, 'content', 'pages', 'typed.tsx');
    const source = (use: string) => `import Admonition from '@theme/Admonition';
import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { Tabs, TabItem, useSite } from '@docs/theme';

export default function Typed() {
  const { siteConfig } = useDocusaurusContext();
  const site = useSite();
  return (
    <Admonition type="tip">
      {siteConfig.title} {${use}}
      <Tabs><TabItem value="a" label="A"><Link to="/docs">Docs</Link></TabItem></Tabs>
    </Admonition>
  );
}
`;
    try {
      writeFileSync(page, source('site.title'));
      expect(typecheck(site)).toEqual({ code: 0, output: '' });
      writeFileSync(page, source('site.notAField'));
      const wrong = typecheck(site);
      expect(wrong.code).not.toBe(0);
      expect(wrong.output).toContain("content/pages/typed.tsx(11,32): error TS2339: Property 'notAField' does not exist");
    } finally {
      removeDir(page);
    }
  }, 120_000);
});
