import { use } from 'react';

/** Code in a chunk of its own, loaded once: `load` starts it, `useCode` gives it to a render (suspending until it is there). */
export interface LazyCode<T> {
  load(): Promise<T>;
  useCode(): T;
}

/**
 * A chunk that only some pages need (the server loads it before rendering any page). A render
 * gets it at once once loaded, else suspends on the same promise every time, as React's use()
 * needs; a failed load is forgotten, so the next render or navigation tries again.
 */
export function lazyCode<T>(importer: () => Promise<T>): LazyCode<T> {
  let loaded: T | undefined;
  let loading: Promise<T> | undefined;
  const load = (): Promise<T> => {
    if (!loading) {
      const promise = importer().then((code) => (loaded = code));
      promise.catch(() => {
        if (loading === promise) loading = undefined;
      });
      loading = promise;
    }
    return loading;
  };
  return { load, useCode: () => loaded ?? use(load()) };
}
