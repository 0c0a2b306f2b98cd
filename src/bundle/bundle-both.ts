/**
 * Runs the two bundles of a build: for Node (server rendering) and for the browser. The
 * server's starts at once; the browser's starts with it, or once it is done when
 * `oneAtATime` (settled later, once the content is read) says so. A large site bundles one
 * at a time: both at once take esbuild's process to about half as much memory again as one
 * at a time, and a machine's peak is this process's and esbuild's together. When
 * `oneAtATime` rejects (the build failed meanwhile), the browser's bundle never starts.
 *
 * When one bundle fails, the result waits for the other to end too, then rejects with the
 * first failure. A bundle left running past a failed build would wait on inputs that stop
 * coming once the build tears down (the MDX the render workers compile), and esbuild's busy
 * process would keep the command from ever exiting.
 */
export async function bundleBoth<S, C>(server: () => Promise<S>, browser: () => Promise<C>, oneAtATime: Promise<boolean>): Promise<[S, C]> {
  const forServer = server();
  // Its failure is reported below, once the decision is known.
  forServer.catch(() => {});
  const inOrder = await oneAtATime;
  const failures: unknown[] = [];
  const noteFailure = (e: unknown) => {
    failures.push(e);
    throw e;
  };
  const settled = await Promise.allSettled([forServer.catch(noteFailure), (inOrder ? forServer.then(browser) : browser()).catch(noteFailure)]);
  if (failures.length > 0) throw failures[0];
  return [(settled[0] as PromiseFulfilledResult<S>).value, (settled[1] as PromiseFulfilledResult<C>).value];
}
