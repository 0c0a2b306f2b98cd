/**
 * What a repository cannot make the build read: symbolic links in content/, static/, the
 * site's own template/ (and the config file, and customCss) that lead outside the site
 * folder. A link on the build machine such as `static/passwd.txt -> /etc/passwd` would
 * otherwise be read or copied into dist/ and published. Such links are reported and never
 * followed; so are links that lead nowhere or in a loop. Links that stay inside the site work.
 */
import { existsSync, lstatSync, readFileSync, readdirSync, readlinkSync, realpathSync, statSync, type Dirent, type Stats } from 'node:fs';
import path from 'node:path';
import { contentPaths, contentWatchPaths } from './content-paths.js';
import type { ResolvedConfig } from '../config/types.js';
import { error, type Diagnostic } from '../diagnostics/diagnostic.js';
import { toPosix } from '../files/walk.js';

// Deeper than any real site; it bounds the walk even if a loop escaped the ancestor check.
const MAX_DEPTH = 64;

/** Checks every symbolic link under the folders a build reads; returns one error per bad link. */
export function checkSymlinks(config: ResolvedConfig): Diagnostic[] {
  const site = realpathSync(config.siteDir);
  const check: LinkCheck = {
    diagnostics: [],
    rel: (abs) => toPosix(path.relative(config.siteDir, abs)) || '.',
    inside: (real) => real === site || real.startsWith(site + path.sep),
    seen: new Set(),
  };
  for (const root of contentRoots(config)) {
    let stats: Stats;
    try {
      stats = lstatSync(root);
    } catch {
      continue;
    }
    let real: string | undefined;
    if (stats.isSymbolicLink()) {
      real = checkLink(check, root);
      if (real === undefined || !statSync(root).isDirectory()) continue;
    } else if (stats.isDirectory()) real = realpathSync(root);
    if (real !== undefined) walk(check, root, [real]);
  }
  if (lstatSync(config.configFile).isSymbolicLink()) checkLink(check, config.configFile);
  check.diagnostics.push(...checkCustomCss(config, check.inside));
  return check.diagnostics;
}

/** The state of one check: what it found, and how it places a path in the site. */
interface LinkCheck {
  diagnostics: Diagnostic[];
  /** A path as the site's diagnostics name it. */
  rel: (abs: string) => string;
  /** Whether a real path is inside the site folder. */
  inside: (real: string) => boolean;
  /** A link reached through a linked folder too is reported once, under the first path found. */
  seen: Set<string>;
}

/**
 * Every folder and file the build reads content from, wherever the config puts them; a folder
 * inside another root is walked with it, once (content/docs inside content/).
 */
function contentRoots(config: ResolvedConfig): string[] {
  const all = [
    ...new Set([...contentWatchPaths(config), ...contentPaths(config).staticDirs, path.join(config.siteDir, 'template')].map((r) => path.resolve(r))),
  ];
  return all.filter((root) => !all.some((other) => other !== root && root.startsWith(other + path.sep)));
}

/** Returns the real path of a link that may be followed, or undefined after reporting it. */
function checkLink(check: LinkCheck, abs: string): string | undefined {
  const target = readlinkSync(abs);
  const key = path.join(realpathSync(path.dirname(abs)), path.basename(abs));
  const before = check.diagnostics.length;
  const real = followLink(check, abs, target);
  if (check.seen.has(key)) check.diagnostics.length = before;
  check.seen.add(key);
  return real;
}

/** The real path of a link that stays in the site; a loop, a link to nothing or one leading outside is reported instead. */
function followLink(check: LinkCheck, abs: string, target: string): string | undefined {
  const { diagnostics, rel } = check;
  let real: string;
  try {
    real = realpathSync(abs);
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    if (code === 'ELOOP') {
      diagnostics.push(
        error('files/symlink-loop', `symbolic link to "${target}" leads back to itself (a loop)`, {
          file: rel(abs),
          hint: 'Delete the link, or point it at a real file or folder.',
        }),
      );
      return undefined;
    }
    const lexical = path.resolve(path.dirname(abs), target);
    if (!check.inside(lexical)) {
      diagnostics.push(outside(rel(abs), target, lexical));
      return undefined;
    }
    diagnostics.push(
      error('files/broken-symlink', `symbolic link to "${target}" leads to nothing (the target does not exist)`, {
        file: rel(abs),
        hint: 'Fix the link so it points at an existing file inside the site folder, or delete it.',
      }),
    );
    return undefined;
  }
  if (!check.inside(real)) {
    diagnostics.push(outside(rel(abs), target, real));
    return undefined;
  }
  return real;
}

/** Checks the links under a folder, following those to folders in the site; `ancestors` are the real paths of the folders above. */
function walk(check: LinkCheck, dir: string, ancestors: string[]): void {
  if (ancestors.length > MAX_DEPTH) return;
  let entries: Dirent[];
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    // An unreadable folder is reported by the stage that needs it.
    return;
  }
  for (const entry of entries) {
    // Installed packages and version control are not the site's content.
    if (entry.name === 'node_modules' || entry.name === '.git') continue;
    const abs = path.join(dir, entry.name);
    if (entry.isSymbolicLink()) {
      const real = checkLink(check, abs);
      if (real === undefined || !statSync(abs).isDirectory()) continue;
      if (ancestors.includes(real)) {
        check.diagnostics.push(
          error('files/symlink-loop', `symbolic link to "${readlinkSync(abs)}" leads to a folder that contains the link itself (a loop)`, {
            file: check.rel(abs),
            hint: 'Delete the link: copying or reading through it would never end.',
          }),
        );
        continue;
      }
      walk(check, abs, [...ancestors, real]);
    } else if (entry.isDirectory()) {
      walk(check, abs, [...ancestors, path.join(ancestors[ancestors.length - 1]!, entry.name)]);
    }
  }
}

/** The error of a link that leads outside the site folder. */
function outside(file: string, target: string, resolved: string): Diagnostic {
  const where = resolved === target ? '' : ` (${resolved})`;
  return error('files/symlink-outside-site', `symbolic link to "${target}"${where} leads outside the site folder; it is not followed`, {
    file,
    hint: 'Copy the file or folder into the site instead of linking to it, or delete the link. A build never reads or publishes files outside the site folder.',
  });
}

// customCss entries are paths the bundler reads: they must stay in the site like links do.
function checkCustomCss(config: ResolvedConfig, inside: (real: string) => boolean): Diagnostic[] {
  const found: Diagnostic[] = [];
  let text: string | undefined;
  for (const entry of config.customCss) {
    const abs = path.resolve(config.siteDir, entry);
    if (!existsSync(abs)) continue;
    if (inside(realpathSync(abs))) continue;
    text ??= readFileSync(config.configFile, 'utf8');
    const at = text.indexOf(JSON.stringify(entry));
    const line = at === -1 ? undefined : text.slice(0, at).split('\n').length;
    found.push(
      error('files/outside-site', `customCss entry "${entry}" is outside the site folder (${realpathSync(abs)})`, {
        file: toPosix(path.relative(config.siteDir, config.configFile)),
        line,
        hint: 'Copy the stylesheet into the site folder and list it by its path there.',
      }),
    );
  }
  return found;
}
