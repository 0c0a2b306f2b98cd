import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../../helpers/fixture.js';

const styles = path.join(repoRoot, 'template/styles');

/** The custom properties a block of CSS declares (`--name: value`). */
function declared(css: string): Set<string> {
  return new Set([...css.matchAll(/(--docs-token-[\w-]+)\s*:/g)].map((m) => m[1]!));
}

describe('code token colours', () => {
  it('every colour a token rule uses is set for the light and the dark colour mode', () => {
    const used = new Set([...readFileSync(path.join(styles, 'code.css'), 'utf8').matchAll(/var\((--docs-token-[\w-]+)\)/g)].map((m) => m[1]!));
    const tokens = readFileSync(path.join(styles, 'tokens.css'), 'utf8');
    const dark = tokens.indexOf("[data-theme='dark']");
    expect(dark).toBeGreaterThan(0);
    const light = declared(tokens.slice(0, dark));
    const darkSet = declared(tokens.slice(dark));
    expect(used.size).toBeGreaterThan(8);
    expect([...used].filter((name) => !light.has(name))).toEqual([]);
    expect([...used].filter((name) => !darkSet.has(name))).toEqual([]);
  });
});
