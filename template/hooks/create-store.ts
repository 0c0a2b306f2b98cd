import { useSyncExternalStore } from 'react';
import { onStorageChange, readStorage, writeStorage } from './local-storage';

/** A string value kept in localStorage, shared by all components and synced across tabs. */
export interface StorageStore {
  get(): string | null;
  set(value: string | null): void;
  subscribe(listener: () => void): () => void;
}

/** Creates a store for one localStorage key. */
export function createStorageStore(key: string): StorageStore {
  const listeners = new Set<() => void>();
  let detach: (() => void) | undefined;
  const notify = () => listeners.forEach((listener) => listener());
  return {
    get: () => readStorage(key),
    set(value) {
      writeStorage(key, value);
      notify();
    },
    subscribe(listener) {
      listeners.add(listener);
      if (!detach) detach = onStorageChange(key, notify);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0 && detach) {
          detach();
          detach = undefined;
        }
      };
    },
  };
}

const stores = new Map<string, StorageStore>();

/** Returns the one store of a key, so every reader of the key shares its listeners. */
export function getStorageStore(key: string): StorageStore {
  let store = stores.get(key);
  if (!store) {
    store = createStorageStore(key);
    stores.set(key, store);
  }
  return store;
}

const serverNull = () => null;

/**
 * Reads a store in a component. The server (and hydration) sees null, so the HTML
 * never depends on one reader's storage; the stored value applies right after hydration.
 */
export function useStorageStore(store: StorageStore): string | null {
  return useSyncExternalStore(store.subscribe, store.get, serverNull);
}
