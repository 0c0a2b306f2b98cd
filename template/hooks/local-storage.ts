/**
 * localStorage access that never throws: storage can be disabled (privacy modes,
 * sandboxed iframes) and the theme must keep working without it.
 */

/** Reads a key, or null when missing or when storage is unavailable. */
export function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** Writes a key (null removes it); failures are ignored. */
export function writeStorage(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // Storage full or disabled: the choice just won't persist.
  }
}

/** Calls `listener` when another tab changes `key` (or clears storage); returns an unsubscribe function. */
export function onStorageChange(key: string, listener: () => void): () => void {
  const handler = (event: StorageEvent) => {
    if (event.key === key || event.key === null) listener();
  };
  window.addEventListener('storage', handler);
  return () => window.removeEventListener('storage', handler);
}
