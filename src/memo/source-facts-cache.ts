import type { CacheStore } from '../cache/cache-store.js';
import { SourceFacts } from '../content/source-facts.js';

/** The kind of entry the facts of markdown files are stored as. */
export const FACTS = 'source-facts';

/** The facts an earlier session kept in store under key (none when there are none, or they are damaged). */
export function loadSourceFacts(store: CacheStore, key: string): SourceFacts {
  return SourceFacts.fromEntries(store.read(FACTS, key));
}

/** Keeps the facts of the files a load met for the next session, if any changed. */
export function saveSourceFacts(facts: SourceFacts, store: CacheStore, key: string): void {
  const entries = facts.changedEntries();
  if (!entries) return;
  try {
    store.write(FACTS, key, entries);
    facts.markKept();
  } catch {
    // A front matter value that cannot be stored (none should): the next start reads the files.
  }
}
