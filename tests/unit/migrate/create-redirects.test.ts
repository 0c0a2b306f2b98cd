import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadDocusaurusConfig } from '../../../src/migrate/load-docusaurus-config.js';
import { mapDocusaurusConfig } from '../../../src/migrate/map-config.js';
import { removeDir } from '../../helpers/fixture.js';

const dirs: string[] = [];
afterAll(() => dirs.forEach(removeDir));

/** A site folder with these files, its Docusaurus config read and mapped. */
async function migrated(files: Record<string, string>) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'docs-create-redirects-'));
  dirs.push(dir);
  for (const [rel, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    writeFileSync(path.join(dir, rel), text);
  }
  const loaded = await loadDocusaurusConfig(dir);
  return mapDocusaurusConfig(loaded.config, dir, undefined, loaded.source);
}

const config = (plugin: string, before = '') =>
  `${before}module.exports = {title: 'T', url: 'https://t.example', plugins: [['@docusaurus/plugin-client-redirects', ${plugin}]]};\n`;

describe('docs migrate and createRedirects', () => {
  it('writes a function of the config into create-redirects.mjs, and says which names it reads from outside itself', async () => {
    const mapped = await migrated({
      'docusaurus.config.js': config(
        '{createRedirects: (p) => (p.startsWith(OLD_ROOT) ? renamed(p) : undefined)}',
        "const OLD_ROOT = '/docs/v1/';\nconst renamed = (p) => p.replace(OLD_ROOT, '/docs/');\n",
      ),
    });
    expect((mapped.config.redirectRules as Record<string, unknown>).createRedirects).toBe('./create-redirects.mjs');
    expect(mapped.files.get('create-redirects.mjs')).toContain('export default (p) => (p.startsWith(OLD_ROOT) ? renamed(p) : undefined);');
    const note = mapped.notes.find((n) => n.rule === 'migrate/create-redirects');
    expect(note?.message).toContain('reads OLD_ROOT, renamed from outside the function');
    expect(note?.keyPath).toEqual(['plugins', 0, 1, 'createRedirects']);
  });

  it('needs no note for a function that reads only its own names and globals', async () => {
    const mapped = await migrated({
      'docusaurus.config.js': config(
        "{createRedirects: function (existingPath) { const parts = existingPath.split('/'); return parts.length > 3 ? [`/old/${encodeURIComponent(parts.at(-1))}`] : null; }}",
      ),
    });
    expect(mapped.files.get('create-redirects.mjs')).toContain('export default function (existingPath) {');
    expect(mapped.notes.filter((n) => n.rule === 'migrate/create-redirects')).toEqual([]);
  });

  it('names a file of the site that exports the function as its default, and re-exports a named export', async () => {
    const own = await migrated({
      'src/redirects.js': 'module.exports = function createRedirects(p) { return undefined; };\n',
      'docusaurus.config.js': config("{createRedirects: require('./src/redirects.js')}"),
    });
    expect((own.config.redirectRules as Record<string, unknown>).createRedirects).toBe('./src/redirects.js');
    expect(own.files.size).toBe(0);

    const named = await migrated({
      'src/redirects.mjs': 'export function oldPaths(p) { return undefined; }\n',
      'docusaurus.config.mjs':
        "import {oldPaths} from './src/redirects.mjs';\nexport default {title: 'T', url: 'https://t.example', plugins: [['@docusaurus/plugin-client-redirects', {createRedirects: oldPaths}]]};\n",
    });
    expect((named.config.redirectRules as Record<string, unknown>).createRedirects).toBe('./create-redirects.mjs');
    expect(named.files.get('create-redirects.mjs')).toContain('export { oldPaths as default } from "./src/redirects.mjs";');
  });
});
