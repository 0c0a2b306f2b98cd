import { getLoadedPage, loadPage, type PageModule } from '@docs/pages';
import type { ReactPageProps, RouteData } from '../../src/shared/types';

/** Returns the key of the React page module a route renders, if it renders one. */
export function pageModuleKey(route: RouteData): string | undefined {
  if (route.kind !== 'reactPage' && route.kind !== 'home') return undefined;
  const key = (route.props as Partial<ReactPageProps>).module;
  return typeof key === 'string' && key !== '' ? key : undefined;
}

/** Loads the code a route needs before it can render: its React page module, if any. */
export async function prepareRoute(route: RouteData): Promise<void> {
  const key = pageModuleKey(route);
  if (!key) return;
  const module = await loadPage(key);
  // SPEC §2: a page module with no default export is an error that says so.
  checkPageModule(key, module);
}

/** Returns the loaded module of a React page, with an error that names it when it is missing or has no default export. */
export function loadedPageComponent(key: string): PageModule['default'] {
  const module = getLoadedPage(key);
  if (!module) throw new Error(`The page module "${key}" was rendered before it was loaded.`);
  checkPageModule(key, module);
  return module.default;
}

function checkPageModule(key: string, module: PageModule | undefined): void {
  const component: unknown = module?.default;
  // Components are functions, or objects for memo() and forwardRef() wrappers.
  const isComponent = typeof component === 'function' || (typeof component === 'object' && component !== null);
  if (!isComponent) {
    throw new Error(`The page module "${key}" has no default export: export the page component with "export default".`);
  }
}
