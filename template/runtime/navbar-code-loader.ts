import { lazyCode } from '../lib/lazy-code';

/** The code of the navbar's dropdown items (./navbar-code), a chunk of its own: only sites with dropdowns load it. */
export const navbarCode = lazyCode(() => import('./navbar-code'));
