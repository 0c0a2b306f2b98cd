/**
 * The hosted search service's client package, `algoliasearch`, which only `docs index --push`
 * loads. It is an optional peer dependency of docs-kiln: a site that pushes its index installs
 * it beside docs-kiln, and every other site goes without its two dozen packages.
 */
import { PushError } from './push-error.js';

/** The part of the `algoliasearch` package a push uses. */
export type AlgoliaModule = typeof import('algoliasearch');

/** The message when the package is not installed: what to run, and why it is not there already. */
export const MISSING_ALGOLIA_MESSAGE =
  'docs index --push needs the package algoliasearch, which is not installed: run `npm install algoliasearch@5` in the site folder (docs-kiln lists it as an optional peer dependency, so only sites that push their index install it).';

let loaded: Promise<AlgoliaModule> | undefined;

/**
 * Loads `algoliasearch` (once), or rejects with a PushError saying how to install it when it is
 * missing. `load` stands in for the import in tests.
 */
export function loadAlgolia(load: () => Promise<AlgoliaModule> = () => import('algoliasearch')): Promise<AlgoliaModule> {
  loaded ??= load().catch((error: unknown) => {
    loaded = undefined;
    throw isMissing(error) ? new PushError(MISSING_ALGOLIA_MESSAGE) : error;
  });
  return loaded;
}

/** Whether an import failed because the package itself is not installed (not because something inside it failed). */
function isMissing(error: unknown): boolean {
  const e = error as { code?: unknown; message?: unknown };
  return (e?.code === 'ERR_MODULE_NOT_FOUND' || e?.code === 'MODULE_NOT_FOUND') && typeof e.message === 'string' && /['"]algoliasearch['"]/.test(e.message);
}
