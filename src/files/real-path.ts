/**
 * Where a path really leads once symbolic links are followed, for the checks that keep a
 * command's writes inside the site: a path that does not exist yet leads where its deepest
 * existing folder does, plus the rest of its name.
 */
import { lstatSync, readlinkSync, realpathSync } from 'node:fs';
import path from 'node:path';

/** The real path of `p`, links followed; for a path that does not exist, its deepest existing ancestor's real path joined with the rest. */
export function realPathOf(p: string): string {
  const abs = path.resolve(p);
  try {
    return realpathSync.native(abs);
  } catch {
    const parent = path.dirname(abs);
    return parent === abs ? abs : path.join(realPathOf(parent), path.basename(abs));
  }
}

/** Whether `p` is `dir` or lies below it (both absolute, compared as written). */
export function isWithin(dir: string, p: string): boolean {
  const rel = path.relative(dir, p);
  return rel === '' || (rel !== '..' && !rel.startsWith(`..${path.sep}`) && !path.isAbsolute(rel));
}

/** A symbolic link on the way from `root` down to `target` that leads out of `root`, with where it leads. */
export interface LeavingLink {
  link: string;
  to: string;
}

/**
 * The first symbolic link among `target` and its folders below `root` that leads outside
 * `root` (a link that leads nowhere counts by where it would lead), or undefined when every
 * step stays inside. `target` must lie below `root` as written.
 */
export function linkLeaving(root: string, target: string): LeavingLink | undefined {
  const realRoot = realPathOf(root);
  let current = path.resolve(root);
  for (const part of path.relative(current, path.resolve(target)).split(path.sep)) {
    if (part === '') continue;
    current = path.join(current, part);
    let isLink: boolean;
    try {
      isLink = lstatSync(current).isSymbolicLink();
    } catch {
      // Nothing there yet: the rest will be made as plain folders inside.
      return undefined;
    }
    if (!isLink) continue;
    // A relative link leads from the folder it really sits in.
    const to = realPathOf(path.resolve(realPathOf(path.dirname(current)), readlinkSync(current)));
    if (!isWithin(realRoot, to)) return { link: current, to };
  }
  return undefined;
}

/** "theme is a symbolic link to /elsewhere, outside the site folder": the link shown relative to `root`. */
export function describeLeavingLink(root: string, leak: LeavingLink): string {
  const rel = path.relative(root, leak.link).split(path.sep).join('/');
  return `${rel} is a symbolic link to ${leak.to}, outside the site folder`;
}
