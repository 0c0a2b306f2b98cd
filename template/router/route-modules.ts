import { getLoadedPage, loadPage, registerModuleUrls, type PageModule } from '@docs/pages';
import { use } from 'react';
import type { RouteData } from 'docs-kiln/shared/types';
import { PageLoadError } from './page-load-error';
import { mdxModuleKeys } from 'docs-kiln/shared/mdx-keys';
import { loadPageKind } from './page-kinds';
import { pagePropsCode } from './page-props-code';

/** Returns the key of the React page module a route renders, if it renders one. */
export function pageModuleKey(route: RouteData): string | undefined {
  if (route.kind !== 'reactPage' && route.kind !== 'home') return undefined;
  return route.props.module || undefined;
}

// One promise per module, kept even when rejected: React's use() needs the same promise on
// every render, and a rejected one must stay rejected until the reader asks to retry.
const modulePromises = new Map<string, Promise<PageModule>>();
// How many loads of each module failed: a retry after one loads it by another URL (see loadPage).
const failedLoads = new Map<string, number>();

/** Loads a React page module once (shared by the router and by rendering); checks its default export. */
export function pageModulePromise(key: string): Promise<PageModule> {
  let promise = modulePromises.get(key);
  if (!promise) {
    promise = loadPage(key, failedLoads.get(key) ?? 0).then(
      (module) => {
        checkPageModule(key, module);
        return module;
      },
      (cause: unknown) => {
        failedLoads.set(key, (failedLoads.get(key) ?? 0) + 1);
        // Browsers reject a failed import() with a TypeError; anything else is a bug in the page, a crash.
        throw cause instanceof TypeError ? new PageLoadError(key, { cause, forget: () => forgetPageModule(key) }) : cause;
      },
    );
    modulePromises.set(key, promise);
  }
  return promise;
}

/** Forgets a failed load, so the next render or navigation fetches the module again (Retry). */
export function forgetPageModule(key: string): void {
  modulePromises.delete(key);
}

/** Loads the code a route renders with: its React page module and MDX modules (with their styles), if any. */
export async function loadRouteCode(route: RouteData): Promise<void> {
  const key = pageModuleKey(route);
  if (route.modules) registerModuleUrls(route.modules);
  addStylesheets(route.css);
  // A React page also needs the code that makes its props.
  await Promise.all([
    loadPageKind(route.kind),
    ...(key ? [pagePropsCode.load()] : []),
    ...[...(key ? [key] : []), ...mdxModuleKeys(route)].map(pageModulePromise),
  ]);
}

/** Adds the stylesheets a route's modules import (CSS of MDX components) to the document, once each. */
function addStylesheets(hrefs: string[] | undefined): void {
  if (!hrefs || typeof document === 'undefined') return;
  for (const href of hrefs) {
    if (document.querySelector(`link[rel="stylesheet"][href="${CSS.escape(href)}"]`)) continue;
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    document.head.appendChild(link);
  }
}

/** Loads the code a route needs before a navigation shows it; a failure is forgotten, so a later visit tries again. */
export async function prepareRoute(route: RouteData): Promise<void> {
  try {
    await loadRouteCode(route);
  } catch (error) {
    // The navigation falls back to a full load; a later visit in this document tries again.
    if (error instanceof PageLoadError) error.forget();
    throw error;
  }
}

/**
 * Returns a React page's component for rendering: at once when its module is loaded
 * (always on the server), else suspends until it is (hydration keeps the server HTML
 * meanwhile); a failed load throws a PageLoadError.
 */
export function usePageComponent(key: string): PageModule['default'] {
  const module = getLoadedPage(key);
  if (module) {
    checkPageModule(key, module);
    return module.default;
  }
  return use(pageModulePromise(key)).default;
}

/** Throws an error naming the page module when it has no usable default export (the build reports it). */
export function checkPageModule(key: string, module: PageModule | undefined): void {
  const component: unknown = module?.default;
  // Components are functions, or objects for memo() and forwardRef() wrappers.
  const isComponent = typeof component === 'function' || (typeof component === 'object' && component !== null);
  if (!isComponent) {
    throw new Error(`The page module "${key}" has no default export: export the page component with "export default".`);
  }
}
