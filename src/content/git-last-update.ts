/**
 * When and by whom each file of a site was last committed, read with one `git log` for the
 * whole site (a process per file would cost seconds on a large site). Used only when a site
 * shows last-update information; outside a git checkout every file is simply unknown.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';

/** The last commit that touched a file. */
export interface LastUpdate {
  /** Commit time, in seconds since the epoch. */
  timestamp: number;
  author: string;
}

/** Last commits by absolute file path, for every file under `siteDir` that git tracks. */
export function gitLastUpdates(siteDir: string): Map<string, LastUpdate> {
  const out = new Map<string, LastUpdate>();
  let log: string;
  try {
    log = execFileSync('git', ['-c', 'core.quotepath=false', 'log', '--relative', '--no-merges', '--format=%x1e%at%x09%an', '--name-only', '--', '.'], {
      cwd: siteDir,
      encoding: 'utf8',
      maxBuffer: 256 * 1024 * 1024,
      stdio: ['ignore', 'pipe', 'ignore'],
    });
  } catch {
    return out;
  }
  // Newest commit first, so the first time a file appears is its last change.
  for (const entry of log.split('\x1e')) {
    const [head, ...files] = entry.split('\n');
    if (!head) continue;
    const [time, author] = head.split('\t');
    const update = { timestamp: Number(time), author: author ?? '' };
    for (const file of files) {
      if (!file) continue;
      const abs = path.resolve(siteDir, file);
      if (!out.has(abs)) out.set(abs, update);
    }
  }
  return out;
}
