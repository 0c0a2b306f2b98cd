import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { mayNeedMdxModule } from '../../../src/content/mdx-candidate.js';
import { DATA_COMPONENTS } from '../../../src/markdown/mdx-scope.js';

// The definition, read line by line over the split text: the scanner must agree with it on every input.
function byDefinition(text: string): boolean {
  let fence = '';
  for (const rawLine of text.split('\n')) {
    const line = rawLine.trimStart();
    const marker = /^(`{3,}|~{3,})/.exec(line)?.[1];
    if (fence) {
      if (marker && marker[0] === fence[0] && marker.length >= fence.length && line.slice(marker.length).trim() === '') fence = '';
      continue;
    }
    if (marker) {
      fence = marker;
      continue;
    }
    if (/^(?:import|export)\s/.test(rawLine)) return true;
    const withoutCode = line.replace(/(`+)(?:(?!\1)[\s\S])*?\1/g, '');
    const withoutId = withoutCode.startsWith('#') ? withoutCode.replace(/\{#[^}\s]*\}\s*$/, '') : withoutCode;
    if (withoutId.includes('{')) return true;
    for (const match of withoutId.matchAll(/<([A-Z][\w$.]*)/g)) if (!DATA_COMPONENTS.has(match[1]!)) return true;
  }
  return false;
}

function markdownFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return markdownFiles(file);
    return /\.mdx?$/.test(name) ? [file] : [];
  });
}

// A small deterministic generator (no Math.random: a failure must replay).
function* random(seed: number) {
  let x = seed;
  for (;;) {
    x = (x * 1103515245 + 12345) % 2 ** 31;
    yield x / 2 ** 31;
  }
}

describe('the MDX candidate scanner', () => {
  it('answers as the line-by-line definition on every markdown file of the bundled site', () => {
    const files = markdownFiles(path.resolve('content'));
    expect(files.length).toBeGreaterThan(50);
    let yes = 0;
    for (const file of files) {
      const text = readFileSync(file, 'utf8');
      expect(mayNeedMdxModule(text), file).toBe(byDefinition(text));
      if (mayNeedMdxModule(text)) yes++;
    }
    // Both answers occur, so the comparison means something.
    expect(yes).toBeGreaterThan(0);
    expect(yes).toBeLessThan(files.length);
  });

  it('answers as the definition on fences, code spans, heading ids, ESM, tags and odd whitespace', () => {
    const pieces = [
      '```',
      '````',
      '~~~',
      '```js {1,3}',
      ' ```',
      '\t~~~~',
      '`{x}`',
      '``a ` {b}``',
      '# Title {#id}',
      '## T {#a b}',
      'import X from "./x"',
      'export const a = 1',
      ' import x',
      'importance',
      '<Foo />',
      '<details>',
      '<TabItem value="a">',
      '<Tabs.Item>',
      'a { b',
      '\u00a0```',
      '```\r',
      'text',
      '',
      '\r',
      '\u2028{',
      '}',
    ];
    const rand = random(20261125);
    const pick = () => pieces[Math.floor(rand.next().value! * pieces.length)]!;
    let yes = 0;
    for (let i = 0; i < 5000; i++) {
      const lines = Array.from({ length: 1 + Math.floor(rand.next().value! * 8) }, pick);
      const text = lines.join(rand.next().value! < 0.1 ? '\r\n' : '\n');
      expect(mayNeedMdxModule(text), JSON.stringify(text)).toBe(byDefinition(text));
      if (byDefinition(text)) yes++;
    }
    expect(yes).toBeGreaterThan(500);
    expect(yes).toBeLessThan(4500);
  });
});
