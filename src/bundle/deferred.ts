/** A promise with its settle functions, for what a build learns later than it needs to ask for it. */
export interface Deferred<T> {
  promise: Promise<T>;
  resolve: (value: T | Promise<T>) => void;
  reject: (reason: unknown) => void;
}

/** Creates a deferred promise; one nobody awaits may reject without an unhandled rejection. */
export function deferred<T>(): Deferred<T> {
  let resolve!: Deferred<T>['resolve'];
  let reject!: Deferred<T>['reject'];
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  promise.catch(() => {});
  return { promise, resolve, reject };
}
