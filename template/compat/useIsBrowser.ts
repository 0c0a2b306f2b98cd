import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/** `@docusaurus/useIsBrowser`: false on the server and while hydrating, true after. */
export default function useIsBrowser(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
