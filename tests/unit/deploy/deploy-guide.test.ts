import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const read = (rel: string) => readFileSync(path.join(root, rel), 'utf8');

describe('guides/deploy.md keeps up with docs deploy', () => {
  const guide = read('guides/deploy.md');

  it('documents every environment variable docs deploy reads', () => {
    const dir = path.join(root, 'src', 'deploy');
    const names = new Set(
      readdirSync(dir).flatMap((f) => [...readFileSync(path.join(dir, f), 'utf8').matchAll(/\benv\.([A-Z][A-Z_]+)\b(?!\s*=[^=])/g)].map((m) => m[1]!)),
    );
    expect(names.size).toBeGreaterThan(10);
    expect([...names].filter((name) => !guide.includes(`\`${name}\``)).sort()).toEqual([]);
  });

  it('shows both GitHub Actions workflows and every host of the table', () => {
    for (const needed of ['actions/upload-pages-artifact@', 'actions/deploy-pages@', 'npx docs deploy', 'GIT_PASS: ${{ secrets.GITHUB_TOKEN }}'])
      expect(guide).toContain(needed);
    for (const host of ['Netlify', 'Vercel', 'Cloudflare Pages', 'GitLab Pages', 'S3']) expect(guide).toContain(`| ${host}`);
  });

  it('documents every key of the deploy section in the configuration reference', () => {
    const schema = read('src/config/schema.ts');
    const section = schema.slice(schema.indexOf('const deploy = z.strictObject({'), schema.indexOf('});', schema.indexOf('const deploy = z.strictObject({')));
    const keys = [...section.matchAll(/^\s+(\w+):/gm)].map((m) => m[1]!);
    expect(keys).toEqual(['organizationName', 'projectName', 'branch', 'remote', 'githubHost', 'githubPort']);
    const reference = read('guides/configuration.md');
    expect(keys.filter((key) => !reference.includes(`| \`${key}\` |`))).toEqual([]);
  });
});
