import path from 'node:path';
import type { ResolvedConfig } from '../config/types.js';
import { siteSourceFolders } from '../content/source-folders.js';
import { isWithin, realPathOf } from '../files/real-path.js';

/**
 * Why `outDir` can never be a build's output folder, or undefined when it can be: it is the
 * site folder or holds it, is or lies in a folder the site is made from, holds one, or is or
 * lies in node_modules. A build replaces its output folder whole, so any of these would lose
 * the site. Links are followed: `dist` linked to `content` is the content folder.
 */
export function unsafeOutDirReason(config: ResolvedConfig, outDir: string): string | undefined {
  const site = realPathOf(config.siteDir);
  const out = realPathOf(outDir);
  const replaced = (what: string) => `: a build replaces its output folder whole, so ${what} would be lost`;
  if (out === site) return `is the site folder${replaced('the site')}`;
  if (isWithin(out, site)) return `holds the site folder${replaced('the site')}`;
  const modules = (isWithin(site, out) ? path.relative(site, out) : out).split(path.sep);
  if (modules.at(-1) === 'node_modules') return `is a node_modules folder${replaced('the installed packages')}`;
  if (modules.includes('node_modules')) return 'lies inside a node_modules folder, which belongs to the package manager';
  const folders = siteSourceFolders(config).map((f) => ({ ...f, real: realPathOf(f.dir) }));
  const shown = (dir: string) => `${path.relative(config.siteDir, dir).split(path.sep).join('/')}/`;
  const same = folders.find((f) => out === f.real);
  if (same) return `is ${same.name}${replaced('its files')}`;
  const around = folders.find((f) => isWithin(f.real, out));
  if (around)
    return `lies inside ${around.name} ${shown(around.dir)}: the output would be mixed with the site's sources, and the next build would read it as part of the site`;
  const held = folders.find((f) => isWithin(out, f.real));
  return held ? `holds ${held.name} ${shown(held.dir)}${replaced('its files')}` : undefined;
}
