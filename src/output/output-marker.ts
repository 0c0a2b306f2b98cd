import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PACKAGE_NAME } from '../files/package-root.js';

/**
 * The file a build leaves in the root of its output, so that the next build knows the folder
 * as its own: a build refuses to replace a folder it did not write (see check-out-dir.ts).
 */
export const OUTPUT_MARKER = '.docs-build';

/** What the marker says about the folder it is in. */
export interface OutputMarker {
  /** The entries of the folder's root that the build wrote (files and folders), the marker aside. */
  entries: string[];
  /** The folder also holds entries of others (a linked gh-pages checkout, a folder taken with --force): they stay. */
  shared: boolean;
}

/** The marker of a folder, or undefined when it has none or one this generator did not write. */
export function readOutputMarker(dir: string): OutputMarker | undefined {
  let value: unknown;
  try {
    value = JSON.parse(readFileSync(path.join(dir, OUTPUT_MARKER), 'utf8'));
  } catch {
    return undefined;
  }
  const v = value as { generator?: unknown; entries?: unknown; shared?: unknown };
  if (v?.generator !== PACKAGE_NAME || !Array.isArray(v.entries) || typeof v.shared !== 'boolean') return undefined;
  // The folder may be a checkout anyone commits to: only plain names of its root count, so a
  // marker can never make a build move or delete anything elsewhere, nor its `.git`.
  const entries = v.entries.filter((e): e is string => typeof e === 'string' && mayBeOurs(e));
  return { entries, shared: v.shared };
}

/** Writes the marker of `dir` under a temporary name and renames it into place, so a link at its name is replaced, never written through. */
export function writeOutputMarker(dir: string, marker: OutputMarker): void {
  const tmp = path.join(dir, `${OUTPUT_MARKER}.tmp-${process.pid}`);
  const entries = [...new Set(marker.entries)].filter((e) => e !== OUTPUT_MARKER).sort();
  writeFileSync(tmp, `${JSON.stringify({ generator: PACKAGE_NAME, shared: marker.shared, entries })}\n`);
  renameSync(tmp, path.join(dir, OUTPUT_MARKER));
}

/** Whether `name` can be an entry a build wrote: a name of the folder's root itself (no separator, not `.` or `..`), and not `.git`, which no build writes. */
function mayBeOurs(name: string): boolean {
  return name !== '' && name !== '.' && name !== '..' && name !== '.git' && !/[\\/\0]/.test(name);
}
