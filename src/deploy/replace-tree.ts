import { cpSync, existsSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { LINKS_MANIFEST } from '../links/links-manifest.js';
import { OUTPUT_MARKER } from '../output/output-marker.js';

/** Entries of a build's output for the next build and `docs check-links`, not for readers: never deployed. */
const BUILD_ONLY = new Set([OUTPUT_MARKER, LINKS_MANIFEST.split('/')[0]!]);

/** GitHub Pages' custom domain file, which GitHub commits to the branch when the domain is set in the repository's settings. */
const CNAME = 'CNAME';
/** Turns off Jekyll on GitHub Pages, which would drop files and folders starting with `_` and slow each publish. */
const NOJEKYLL = '.nojekyll';

/** What replacing a checkout's files kept and added besides the site. */
export interface ReplacedTree {
  /** The branch's CNAME stayed, since the site has none. */
  keptCname: boolean;
  /** An empty .nojekyll was added, since the site has none. */
  addedNojekyll: boolean;
}

/**
 * Makes a checkout of the deployment branch hold the built site: removes everything in it but
 * `.git`, and the branch's CNAME when the site has none (a custom domain set in GitHub's
 * settings lives there, and would be lost at every deploy), then copies in the given entries
 * of `outDir` (those a build wrote, less its own bookkeeping) and adds `.nojekyll` when the
 * site has none.
 */
export function replaceTree(checkout: string, outDir: string, entries: string[]): ReplacedTree {
  const deployed = entries.filter((name) => !BUILD_ONLY.has(name));
  const keptCname = !deployed.includes(CNAME) && existsSync(path.join(checkout, CNAME));
  for (const name of readdirSync(checkout)) {
    if (name === '.git' || (keptCname && name === CNAME)) continue;
    rmSync(path.join(checkout, name), { recursive: true, force: true });
  }
  for (const name of deployed) cpSync(path.join(outDir, name), path.join(checkout, name), { recursive: true });
  const addedNojekyll = !deployed.includes(NOJEKYLL);
  if (addedNojekyll) writeFileSync(path.join(checkout, NOJEKYLL), '');
  return { keptCname, addedNojekyll };
}
