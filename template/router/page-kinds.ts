import { use, type ComponentType } from 'react';
import type { PageKind } from 'docs-kiln/shared/types';
import { isLazyPageKind, LAZY_PAGE_KINDS, type LazyPageKind } from 'docs-kiln/shared/page-kinds';
import type * as LazyPages from '../pages/lazy-pages';

// A function component's props; none for one that takes no argument.
type PropsOf<C> = C extends (props: infer P) => unknown ? (unknown extends P ? Record<string, never> : P) : never;

/** A lazily loaded kind with the props of its page component (read from the component itself). */
export type LazyKindAndProps = { [K in LazyPageKind]: { kind: K; props: PropsOf<(typeof LazyPages)[(typeof LAZY_PAGE_KINDS)[K]]> } }[LazyPageKind];

// A page component of any kind, with the props its kind takes.
type PageComponent = ComponentType<never>;

// The lazily loaded page components, all in one chunk (see pages/lazy-pages.ts).
const importPages = () => import('../pages/lazy-pages') as unknown as Promise<Record<string, PageComponent>>;

const loaded = new Map<string, PageComponent>();
// Kept even when rejected, as React's use() needs the same promise on every render; a failed
// load is forgotten by whoever retries (a navigation falls back to a full load).
const loading = new Map<string, Promise<PageComponent>>();

function load(file: string): Promise<PageComponent> {
  let promise = loading.get(file);
  if (!promise) {
    promise = importPages().then((pages) => {
      const component = pages[file];
      if (!component) throw new Error(`The theme has no page component ${file}.`);
      loaded.set(file, component);
      return component;
    });
    promise.catch(() => loading.delete(file));
    loading.set(file, promise);
  }
  return promise;
}

/** Loads the page component a route's kind renders with, when it is not in the main bundle. */
export async function loadPageKind(kind: PageKind): Promise<void> {
  if (isLazyPageKind(kind)) await load(LAZY_PAGE_KINDS[kind]);
}

/** Loads every lazily loaded page component (the server renders any kind, synchronously). */
export async function loadAllPageKinds(): Promise<void> {
  await Promise.all(Object.values(LAZY_PAGE_KINDS).map(load));
}

/** The page component of a lazily loaded kind: at once when loaded, else suspends until it is. */
export function usePageKind(kind: LazyPageKind): ComponentType<LazyKindAndProps['props']> {
  const file = LAZY_PAGE_KINDS[kind];
  // The chunk's exports are the components LAZY_PAGE_KINDS names: the one place their types meet the module loader's.
  return (loaded.get(file) ?? use(load(file))) as ComponentType<LazyKindAndProps['props']>;
}
