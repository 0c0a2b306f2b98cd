import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

let cached: string | undefined;

/** Absolute path of the generator's own package (where its built-in template lives). */
export function packageRoot(): string {
  if (cached) return cached;
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const pkg = path.join(dir, 'package.json');
    if (existsSync(pkg) && JSON.parse(readFileSync(pkg, 'utf8')).name === 'docs') return (cached = dir);
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('cannot find the docs package root');
    dir = parent;
  }
}

/** The template a site uses: its own template/ folder when it has one, else the built-in one. */
export function templateDir(siteDir: string): string {
  const own = path.join(siteDir, 'template');
  return existsSync(path.join(own, 'entry-server.tsx')) ? own : path.join(packageRoot(), 'template');
}
