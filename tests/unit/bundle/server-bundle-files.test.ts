import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { serverBundleFile } from '../../../src/bundle/bundle-template.js';

let dir: string;
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('server bundle files', () => {
  it('are named by their code, written once, and pruned to the most recently used once they are old', () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'server-bundles-'));
    const dayAgo = new Date(Date.now() - 24 * 3600_000);
    // 30 bundles of earlier builds, a day old, each used a second later than the one before.
    for (let i = 0; i < 30; i++) {
      const file = path.join(dir, `server-${i.toString(16).padStart(12, '0')}.mjs`);
      writeFileSync(file, `export const n = ${i};`);
      const used = new Date(dayAgo.getTime() + i * 1000);
      utimesSync(file, used, used);
    }
    // One made a minute ago by another build: never removed, however many are newer.
    const recent = path.join(dir, 'server-00000000ffff.mjs');
    writeFileSync(recent, 'export const n = -1;');
    utimesSync(recent, new Date(Date.now() - 60_000), new Date(Date.now() - 60_000));
    writeFileSync(path.join(dir, 'unrelated.txt'), 'kept');

    const code = new TextEncoder().encode('export const answer = 42;');
    const file = serverBundleFile(dir, code);
    expect(readFileSync(file, 'utf8')).toBe('export const answer = 42;');
    expect(path.basename(file)).toMatch(/^server-[0-9a-f]{12}\.mjs$/);

    const left = readdirSync(dir)
      .filter((name) => name.startsWith('server-'))
      .sort();
    expect(left).toHaveLength(24);
    expect(left).toContain(path.basename(file));
    expect(existsSync(recent)).toBe(true);
    // The 22 most recently used of the old ones stay, the 8 least recently used go.
    expect(existsSync(path.join(dir, `server-${(7).toString(16).padStart(12, '0')}.mjs`))).toBe(false);
    expect(existsSync(path.join(dir, `server-${(8).toString(16).padStart(12, '0')}.mjs`))).toBe(true);
    expect(existsSync(path.join(dir, 'unrelated.txt'))).toBe(true);

    // The same code again: the same file, marked as used now.
    const oldest = path.join(dir, `server-${(8).toString(16).padStart(12, '0')}.mjs`);
    const again = serverBundleFile(dir, code);
    expect(again).toBe(file);
    expect(statSync(again).mtimeMs).toBeGreaterThan(Date.now() - 60_000);
    expect(existsSync(oldest)).toBe(true);
  });
});
