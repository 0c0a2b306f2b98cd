import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';

/**
 * The files a piece of output was made from, each with the digest of its content when it was
 * read, and the content images it published (absolute path → public URL).
 */
export interface Dependencies {
  files: Map<string, string>;
  assets: Map<string, string>;
}

// Recording is off unless a build with a cache turns it on: `docs dev` pays nothing for it.
let enabled = false;
const stack: Dependencies[] = [];
const remembered = new WeakMap<object, Dependencies>();
const digests = new Map<string, string>();

/** Turns dependency recording on for this thread (a build with a cache). */
export function enableDependencyRecording(): void {
  enabled = true;
}

/** Creates an empty set of dependencies. */
export function emptyDependencies(): Dependencies {
  return { files: new Map(), assets: new Map() };
}

/** Runs fn and returns what it read (what it read is also added to any recording around it). */
export function recordDependencies<T>(fn: () => T): { value: T; deps: Dependencies } {
  const deps = emptyDependencies();
  if (!enabled) return { value: fn(), deps };
  stack.push(deps);
  try {
    return { value: fn(), deps };
  } finally {
    stack.pop();
    mergeInto(stack.at(-1), deps);
  }
}

/**
 * Runs fn and keeps what it read under owner (a route, a compiled file), so that code that
 * later uses owner's memoized result can say it depends on the same files (replayDependencies).
 */
export function rememberDependencies<T>(owner: object, fn: () => T): T {
  if (!enabled) return fn();
  const { value, deps } = recordDependencies(fn);
  remembered.set(owner, deps);
  return value;
}

/** Adds what owner was made from to the current recording (its result is used again, not recomputed). */
export function replayDependencies(owner: object): void {
  if (!enabled || stack.length === 0) return;
  mergeInto(stack.at(-1), remembered.get(owner));
}

/** Records that owner was made from deps (its output came from the cache). */
export function setDependencies(owner: object, deps: Dependencies): void {
  if (enabled) remembered.set(owner, deps);
}

/** Notes that the current work read a file (or looked for it: a missing file is a dependency too). */
export function noteFile(absPath: string): void {
  if (!enabled || stack.length === 0) return;
  stack.at(-1)!.files.set(absPath, fileDigest(absPath));
}

/** Notes that the current work published a content image at url. */
export function noteAsset(absPath: string, url: string): void {
  if (!enabled || stack.length === 0) return;
  stack.at(-1)!.assets.set(absPath, url);
}

/** The digest of a file that is not there. */
export const MISSING = 'missing';

/** The digest of a file's content (MISSING when there is none), read once per build. */
export function fileDigest(absPath: string): string {
  let digest = digests.get(absPath);
  if (digest === undefined) {
    try {
      digest = createHash('sha1').update(readFileSync(absPath)).digest('base64url');
    } catch {
      digest = MISSING;
    }
    digests.set(absPath, digest);
  }
  return digest;
}

/** Forgets the file digests of an earlier build in this process. */
export function clearFileDigests(): void {
  digests.clear();
}

/** Whether every file still has the content it had when deps were recorded. */
export function dependenciesHold(files: Iterable<[string, string]>): boolean {
  for (const [file, digest] of files) if (fileDigest(file) !== digest) return false;
  return true;
}

function mergeInto(target: Dependencies | undefined, deps: Dependencies | undefined) {
  if (!target || !deps || target === deps) return;
  for (const [k, v] of deps.files) target.files.set(k, v);
  for (const [k, v] of deps.assets) target.assets.set(k, v);
}
