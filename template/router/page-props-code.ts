import { lazyCode } from '../lib/lazy-code';

/** The code that makes a React page's props (./page-props), a chunk of its own: a docs page never needs it. */
export const pagePropsCode = lazyCode(() => import('./page-props'));
