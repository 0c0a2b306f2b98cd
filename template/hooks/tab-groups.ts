import { useCallback } from 'react';
import { getStorageStore, useStorageStore } from './create-store';

/** localStorage key of a tab group's choice (Docusaurus' key, so choices carry over from a migrated site). */
export function tabGroupStorageKey(groupId: string): string {
  return `docusaurus.tab.${groupId}`;
}

/** Returns the stored choice of a tab group (null before hydration or when none) and a setter shared by the whole page. */
export function useTabGroup(groupId: string | undefined): [string | null, (value: string) => void] {
  // Tabs without a group still call the hook (rules of hooks), on a key nobody writes.
  const store = getStorageStore(tabGroupStorageKey(groupId ?? '\u0000none'));
  const value = useStorageStore(store);
  const setValue = useCallback((next: string) => store.set(next), [store]);
  return [groupId ? value : null, setValue];
}
