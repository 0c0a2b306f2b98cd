import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, type Dirent } from 'node:fs';
import path from 'node:path';
import { digestOf } from '../cache/cache-store.js';
import { packageRoot, templateDir } from '../files/package-root.js';
import { GENERATOR_VERSION } from '../routes/site-data.js';
import type { ResolvedConfig } from '../config/types.js';
import { markdownPluginsDigest } from '../routes/load-markdown-plugins.js';

const keys = new Map<string, string>();

/**
 * What makes one generator differ from another for the cache: its version, its compiled
 * code (lib/) and the template the site renders with. Any change there invalidates every entry.
 */
export function generatorKey(siteDir: string): string {
  const template = templateDir(siteDir);
  const known = keys.get(template);
  if (known) return known;
  const hash = createHash('sha256').update(`${GENERATOR_VERSION}\0${process.version}\0`);
  hashTree(hash, path.join(packageRoot(), 'lib'), (name) => !name.endsWith('.map'));
  hashTree(hash, template, () => true);
  const key = hash.digest('base64url');
  keys.set(template, key);
  return key;
}

function hashTree(hash: ReturnType<typeof createHash>, dir: string, keep: (name: string) => boolean) {
  let entries: Dirent[];
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return;
  }
  for (const entry of entries.sort((a, b) => (a.name < b.name ? -1 : 1))) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules') hashTree(hash, full, keep);
    } else if (entry.isFile() && keep(entry.name)) {
      hash.update(full).update('\0').update(readFileSync(full)).update('\0');
    }
  }
}

/** The part of every cache entry's key that a site's build shares: generator, mode, config and the files of its markdown plugins. */
export function siteKey(config: ResolvedConfig, mode: string): string {
  return digestOf(generatorKey(config.siteDir), mode, JSON.stringify(config), markdownPluginsDigest(config));
}
