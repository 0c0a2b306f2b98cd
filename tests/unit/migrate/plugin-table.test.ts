import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { mapDocusaurusConfig } from '../../../src/migrate/map-config.js';
import { BUILT_IN_PLUGINS } from '../../../src/routes/built-in-plugins.js';
import { repoRoot } from '../../helpers/fixture.js';

// The rows of the plugin table of guides/docusaurus.md: package, kind and status.
function tableRows(): { name: string; kind: string; status: string }[] {
  const guide = readFileSync(path.join(repoRoot, 'guides/docusaurus.md'), 'utf8');
  const section = guide.slice(guide.indexOf('## Plugins and themes'), guide.indexOf('## What moves unchanged'));
  return [...section.matchAll(/^\| `([^`]+)` \| ([a-z ]+) \| ([a-z ]+) \|/gm)].map((m) => ({ name: m[1]!, kind: m[2]!, status: m[3]! }));
}

const site = mkdtempSync(path.join(os.tmpdir(), 'docs-plugin-table-'));
afterAll(() => rmSync(site, { recursive: true, force: true }));

// The notes docs migrate gives a config that lists the package alone (with empty options).
function notesFor(name: string, kind: string): string[] {
  const list = kind === 'preset' ? 'presets' : kind === 'theme' ? 'themes' : 'plugins';
  const mapped = mapDocusaurusConfig({ title: 'T', url: 'https://t.example', [list]: [[name, {}]] }, site);
  return mapped.notes.filter((n) => n.keyPath?.[0] === list).map((n) => n.rule);
}

// The table says what the code does: a row's status is what docs migrate and the build do with the package.
describe('the plugin and theme table of guides/docusaurus.md', () => {
  const rows = tableRows();

  it('lists the common packages', () => {
    expect(rows.length).toBeGreaterThan(20);
    expect(rows.every((r) => ['supported', 'mapped', 'ignored with warning', 'not supported'].includes(r.status))).toBe(true);
  });

  it.each(rows.filter((r) => r.kind !== 'remark plugin'))('$name ($kind): $status', ({ name, kind, status }) => {
    const reported = notesFor(name, kind).includes('migrate/plugin');
    expect(reported).toBe(status === 'ignored with warning' || status === 'not supported');
  });

  it.each(rows.filter((r) => r.kind === 'remark plugin'))('$name (remark plugin): $status', ({ name, status }) => {
    expect(BUILT_IN_PLUGINS[name] !== undefined).toBe(status === 'supported');
  });
});
