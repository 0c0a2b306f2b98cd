/**
 * Runs the two bundles of a build: for Node (server rendering) and for the browser. The
 * server's starts at once; the browser's starts with it, or once it is done when
 * `oneAtATime` (settled later, once the content is read) says so. A large site bundles one
 * at a time: both at once take esbuild's process to about half as much memory again as one
 * at a time, and a machine's peak is this process's and esbuild's together. When
 * `oneAtATime` rejects (the build failed meanwhile), the browser's bundle never starts.
 */
export async function bundleBoth<S, C>(server: () => Promise<S>, browser: () => Promise<C>, oneAtATime: Promise<boolean>): Promise<[S, C]> {
  const forServer = server();
  // Its failure is reported by the Promise.all below, once the decision is known.
  forServer.catch(() => {});
  const inOrder = await oneAtATime;
  return Promise.all([forServer, inOrder ? forServer.then(browser) : browser()]);
}
