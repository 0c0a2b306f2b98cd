import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../src');

/**
 * The folders of src/, from the bottom up. A folder may import only folders of an earlier
 * layer: the low layer first, then the pipeline's stages in the order a build runs them,
 * then what composes them (memos around stage boundaries, the core), the commands, and the CLI.
 * Folders in one layer do not import each other.
 */
const LAYERS: string[][] = [
  ['diagnostics'],
  ['files'],
  ['cache', 'server'],
  ['config'],
  ['markdown'],
  ['content'],
  ['routes'],
  ['bundle'],
  ['render'],
  ['links'],
  ['search'],
  ['output'],
  ['memo'],
  ['core'],
  ['dev', 'versions', 'migrate', 'init', 'theme', 'deploy'],
  ['cli'],
];

const layerOf = new Map(LAYERS.flatMap((folders, i) => folders.map((f) => [f, i] as const)));

/** Every relative import of every file under src/, as [importing folder, imported folder, file]. */
function folderImports(): [string, string, string][] {
  const found: [string, string, string][] = [];
  const visit = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const abs = path.join(dir, entry.name);
      if (entry.isDirectory()) visit(abs);
      else if (/\.tsx?$/.test(entry.name)) {
        const from = path.relative(src, abs).split(path.sep)[0]!;
        const text = readFileSync(abs, 'utf8');
        for (const m of text.matchAll(/(?:\bfrom|\bimport)\s*\(?\s*['"](\.{1,2}\/[^'"]+)['"]/g)) {
          const target = path.relative(src, path.resolve(path.dirname(abs), m[1]!));
          if (target.startsWith('..')) continue;
          const to = target.split(path.sep)[0]!;
          if (to !== from) found.push([from, to, path.relative(src, abs)]);
        }
      }
    }
  };
  visit(src);
  return found;
}

describe('the layers of src/', () => {
  it('every folder of src/ has a layer', () => {
    const folders = readdirSync(src, { withFileTypes: true })
      .filter((e) => e.isDirectory())
      .map((e) => e.name);
    expect(folders.filter((f) => !layerOf.has(f))).toEqual([]);
    expect(
      readdirSync(src, { withFileTypes: true })
        .filter((e) => e.isFile())
        .map((e) => e.name),
    ).toEqual([]);
  });

  it('a folder imports only folders of earlier layers', () => {
    const upward = folderImports()
      .filter(([from, to]) => (layerOf.get(to) ?? -1) >= (layerOf.get(from) ?? -1))
      .map(([from, to, file]) => `${file} imports ${to}/ (${from}/ may not)`);
    expect(upward).toEqual([]);
  });

  it('no stage reads or writes the cache itself: memos wrap stages from outside', () => {
    const stages = new Set(['config', 'markdown', 'content', 'routes', 'bundle', 'render', 'links', 'search', 'output']);
    const inside = folderImports()
      .filter(([from, to]) => stages.has(from) && to === 'cache')
      .map(([, , file]) => file);
    expect(inside).toEqual([]);
  });
});
