import { rememberDependencies, replayDependencies } from '../files/dependencies.js';
import type { RouteEntry } from './types.js';

/** Runs a route's pending `load` once (renders its markdown). */
export function loadRoute(route: RouteEntry): void {
  const load = route.load;
  // A page that uses another's markdown (a tag page) depends on the files it was made from.
  if (!load) {
    replayDependencies(route);
    return;
  }
  delete route.load;
  route.reload = load;
  rememberDependencies(route, () => load.call(route));
}
