import type { CacheStore } from '../cache/cache-store.js';
import { dependenciesHold, recordDependencies } from '../files/dependencies.js';

interface OutputEntry {
  files: [string, string][];
  deps: [string, string][];
}

/**
 * Files made by make() (path → contents), from the cache when the entry of key is sound and
 * the files make() read then are unchanged; else made anew and stored.
 */
export function cachedOutput(store: CacheStore | undefined, kind: string, key: string, make: () => Map<string, string>): Map<string, string> {
  if (!store) return make();
  const entry = store.read<OutputEntry>(kind, key);
  if (entry && dependenciesHold(entry.deps)) {
    store.count(kind, true);
    return new Map(entry.files);
  }
  store.count(kind, false);
  const { value, deps } = recordDependencies(make);
  store.write(kind, key, { files: [...value], deps: [...deps.files] } satisfies OutputEntry);
  return value;
}
