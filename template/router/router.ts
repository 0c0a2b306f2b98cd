import type { RouteData, SiteData } from 'docs-kiln/shared/types';
import { withBase } from 'docs-kiln/shared/url';
import { toRoutePath } from '../lib/url';
import { fetchRouteData } from './fetch-route-data';
import { navigableClickUrl } from './link-click';
import { pageTitle } from './page-title';

/**
 * The client-side router: turns clicks on internal links into data fetches and
 * re-renders, keeps history and scroll in order, and falls back to a full page
 * load whenever something goes wrong. It knows nothing of React; App subscribes.
 */

/** The URL parts of the page shown. */
export interface RouterLocation {
  pathname: string;
  search: string;
  hash: string;
}

/** Where the window scrolls once a new state has been rendered. */
export type ScrollTarget =
  | { type: 'none' }
  | { type: 'top' }
  | { type: 'hash'; hash: string }
  | { type: 'keep' }
  | { type: 'restore'; x: number; y: number };

/**
 * A route being loaded where the page stands, because a full page load would not
 * help (the server answered this URL with another page, e.g. 404.html for "/a.html").
 */
export type RouteLoad = { status: 'loading' } | { status: 'error'; error: unknown };

/** What App renders; a new object after every navigation. */
export interface RouterState {
  route: RouteData;
  location: RouterLocation;
  /** 0 for the first page, then one more per navigation. */
  id: number;
  scroll: ScrollTarget;
  /** True for link clicks and navigate() calls, false for back/forward. */
  push: boolean;
  /** Set while the route of this location loads in place (spinner, then the page or an error with Retry). */
  load?: RouteLoad;
  /** An error that is the page itself (a pathname that cannot be decoded): rendered as the crash page. */
  error?: unknown;
}

/** Events for progress bars, analytics and the like. */
export interface RouterEvents {
  /** A navigation began (data not loaded yet). */
  start: { url: URL };
  /** A navigation's route is rendered and scrolled. */
  end: { url: URL; state: RouterState };
  /** A navigation failed: a full page load follows, or for an in-place load the error with Retry. */
  error: { url: URL; error: unknown };
}

/** Options of createRouter. */
export interface RouterOptions {
  site: SiteData;
  initialRoute: RouteData;
  /** Loads whatever code a route needs before it can render (React page modules); rejects to force a full load. */
  prepareRoute?: (route: RouteData) => Promise<void>;
  /** Replaces fetch (tests, retries). */
  fetch?: typeof fetch;
  /** Replaces how a full page load is done (tests). */
  hardNavigate?: (href: string) => void;
  /** How many route data files to keep in memory. */
  cacheSize?: number;
}

/** The router's public API. */
export interface Router {
  readonly site: SiteData;
  /** The current state (for useSyncExternalStore). */
  getState(): RouterState;
  /** The state the server rendered, for hydration (no query or hash, which the server never sees). */
  getServerState(): RouterState;
  subscribe(listener: () => void): () => void;
  /** Navigates to a URL or route path; outside the site, does a full page load. */
  navigate(href: string, options?: { replace?: boolean }): Promise<void>;
  /** Loads a route's data (and code) into the cache without showing it; never rejects. */
  prefetch(href: string): Promise<void>;
  /** Forgets cached route data (after a rebuild in dev). */
  clearCache(): void;
  /** Attaches the click and popstate listeners; returns a function that detaches them. */
  start(): () => void;
  /** Called by App once a state is on screen: sets the title, scrolls, moves focus. */
  didRender(state: RouterState): void;
  /** Loads the route of the current location again after an in-place load failed (the Retry button). */
  retry(): void;
  /** Listens to a router event; returns a function that stops listening. */
  on<K extends keyof RouterEvents>(event: K, listener: (detail: RouterEvents[K]) => void): () => void;
}

/** Id of the element focused after a navigation, so the next Tab reaches the skip link first. */
export const ROUTE_FOCUS_ID = '__docs-route-focus';

interface HistoryEntryState {
  __docs: string;
}

/** sessionStorage key of the scroll positions by history entry, kept across full loads of the tab. */
const SCROLL_STORAGE_KEY = 'docs-scroll-positions';

/** How many history entries' scroll positions are kept in sessionStorage. */
const SCROLL_STORAGE_LIMIT = 50;

function readScrollPositions(): Map<string, { x: number; y: number }> {
  try {
    const saved: unknown = JSON.parse(window.sessionStorage.getItem(SCROLL_STORAGE_KEY) ?? '[]');
    if (Array.isArray(saved)) return new Map(saved as [string, { x: number; y: number }][]);
  } catch {
    // Storage may be disabled or hold something else: start empty.
  }
  return new Map();
}

function writeScrollPositions(positions: Map<string, { x: number; y: number }>): void {
  try {
    window.sessionStorage.setItem(SCROLL_STORAGE_KEY, JSON.stringify([...positions].slice(-SCROLL_STORAGE_LIMIT)));
  } catch {
    // Without storage, positions survive only within this document.
  }
}

/** True for "/a.html" and "/a/index.html", which name the same page as "/a" (SPEC §2). */
function hasHtmlSuffix(pathname: string): boolean {
  return /\.html$/i.test(pathname);
}

let keyCounter = 0;
function newKey(): string {
  keyCounter += 1;
  return `${Date.now().toString(36)}-${keyCounter}`;
}

function locationOf(url: URL | Location): RouterLocation {
  return { pathname: url.pathname, search: url.search, hash: url.hash };
}

/** Creates the router of the page (call once, in the browser). */
export function createRouter(options: RouterOptions): Router {
  const { site } = options;
  const cacheSize = options.cacheSize ?? 60;
  const hardNavigate = options.hardNavigate ?? ((href: string) => window.location.assign(href));
  const cache = new Map<string, Promise<RouteData>>();
  const listeners = new Set<() => void>();
  const eventListeners: { [K in keyof RouterEvents]: Set<(detail: RouterEvents[K]) => void> } = {
    start: new Set(),
    end: new Set(),
    error: new Set(),
  };
  // By history entry key; stored on pagehide, so reloads and returns from other sites restore them too.
  const scrollPositions = readScrollPositions();

  /** A route's path as toRoutePath gives it (no base URL), the key of the cache and of comparisons. */
  function routeKey(route: RouteData): string {
    try {
      return toRoutePath(site, route.path) ?? route.path;
    } catch {
      return route.path;
    }
  }

  /**
   * Looks at the URL the page was opened with: a pathname that cannot be decoded is
   * an error page; "/a.html" is shown as "/a"; and when the server answered such a
   * URL with its 404 page, the real route is loaded in place (a full load would only
   * get the same 404 page again).
   */
  function readBootLocation(): { error?: unknown; normalized?: URL; loadInPlace?: boolean } {
    let routePath: string | undefined;
    try {
      routePath = toRoutePath(site, window.location.pathname);
    } catch (error) {
      return { error };
    }
    if (routePath === undefined || !hasHtmlSuffix(window.location.pathname)) return {};
    const normalized = new URL(withBase(site, routePath) + window.location.search + window.location.hash, window.location.href);
    return { normalized, loadInPlace: options.initialRoute.kind === 'notFound' && routeKey(options.initialRoute) !== routePath };
  }

  const initialLocation = locationOf(window.location);
  let state: RouterState = { route: options.initialRoute, location: initialLocation, id: 0, scroll: { type: 'none' }, push: false };
  // Hydration must see exactly what the server rendered; differences are applied right after.
  // The same object when nothing differs, so that hydration is not followed by a needless update.
  const serverState: RouterState =
    initialLocation.search === '' && initialLocation.hash === '' ? state : { ...state, location: { pathname: initialLocation.pathname, search: '', hash: '' } };
  let currentKey = (window.history.state as HistoryEntryState | null)?.__docs ?? newKey();
  const boot = readBootLocation();
  if (boot.error !== undefined) state = { ...state, error: boot.error };
  else if (boot.normalized) {
    state = { ...state, location: locationOf(boot.normalized) };
    if (boot.loadInPlace) state = { ...state, load: { status: 'loading' } };
  }

  let navigation: { token: number; controller: AbortController } | undefined;
  let tokenCounter = 0;
  const pendingEnd = new Map<number, URL>();

  cache.set(routeKey(options.initialRoute), Promise.resolve(options.initialRoute));

  function emit<K extends keyof RouterEvents>(event: K, detail: RouterEvents[K]): void {
    for (const listener of eventListeners[event]) {
      try {
        (listener as (d: RouterEvents[K]) => void)(detail);
      } catch (error) {
        console.error(error);
      }
    }
  }

  function setState(next: RouterState): void {
    state = next;
    listeners.forEach((listener) => listener());
  }

  function remember(path: string, promise: Promise<RouteData>): void {
    cache.delete(path);
    cache.set(path, promise);
    // Oldest first in a Map: drop from the front.
    while (cache.size > cacheSize) cache.delete(cache.keys().next().value!);
    // A failed load must be retried next time, not served from the cache.
    promise.catch(() => {
      if (cache.get(path) === promise) cache.delete(path);
    });
  }

  function loadRoute(routePath: string, signal?: AbortSignal): Promise<RouteData> {
    const cached = cache.get(routePath);
    if (cached) return cached;
    const promise = fetchRouteData(site, routePath, { fetch: options.fetch }).then(async (route) => {
      await options.prepareRoute?.(route);
      return route;
    });
    remember(routePath, promise);
    // The shared promise is not aborted (a prefetch may want it); only this caller stops waiting.
    if (!signal) return promise;
    return new Promise<RouteData>((resolve, reject) => {
      signal.addEventListener('abort', () => reject(signal.reason), { once: true });
      promise.then(resolve, reject);
    });
  }

  async function go(url: URL, mode: { push: boolean; replace: boolean; scroll: ScrollTarget }): Promise<void> {
    let routePath: string | undefined;
    try {
      routePath = toRoutePath(site, url.pathname);
    } catch {
      routePath = undefined;
    }
    if (routePath === undefined) {
      hardNavigate(url.href);
      return;
    }
    navigation?.controller.abort();
    const token = ++tokenCounter;
    const controller = new AbortController();
    navigation = { token, controller };
    emit('start', { url });
    let route: RouteData;
    try {
      // A query-only change on the same route keeps the data (e.g. the search page's ?q=).
      route = routePath === routeKey(state.route) ? state.route : await loadRoute(routePath, controller.signal);
    } catch (error) {
      if (controller.signal.aborted) return;
      emit('error', { url, error });
      console.warn(`[docs] Could not load ${url.pathname}; reloading the page.`, error);
      hardNavigate(url.href);
      return;
    }
    if (token !== navigation?.token) return;
    navigation = undefined;
    if (mode.push) {
      scrollPositions.set(currentKey, { x: window.scrollX, y: window.scrollY });
      currentKey = newKey();
      const entry: HistoryEntryState = { __docs: currentKey };
      if (mode.replace) window.history.replaceState(entry, '', url.href);
      else window.history.pushState(entry, '', url.href);
    }
    pendingEnd.set(state.id + 1, url);
    setState({ route, location: locationOf(url), id: state.id + 1, scroll: mode.scroll, push: mode.push });
  }

  /** Loads the route of `url` where the page stands (no full load possible): spinner state, then the page or the error. */
  function loadInPlace(url: URL, scroll: ScrollTarget): void {
    const routePath = toRoutePath(site, url.pathname)!;
    navigation?.controller.abort();
    const token = ++tokenCounter;
    const controller = new AbortController();
    navigation = { token, controller };
    emit('start', { url });
    if (state.load?.status !== 'loading') setState({ ...state, location: locationOf(url), load: { status: 'loading' }, error: undefined });
    loadRoute(routePath, controller.signal).then(
      (route) => {
        if (token !== navigation?.token) return;
        navigation = undefined;
        pendingEnd.set(state.id + 1, url);
        setState({ route, location: locationOf(url), id: state.id + 1, scroll, push: false });
      },
      (error: unknown) => {
        if (controller.signal.aborted || token !== navigation?.token) return;
        navigation = undefined;
        emit('error', { url, error });
        console.warn(`[docs] Could not load ${url.pathname}.`, error);
        setState({ ...state, load: { status: 'error', error } });
      },
    );
  }

  function onClick(event: MouseEvent): void {
    const url = navigableClickUrl(event, site, window.location);
    if (!url) return;
    event.preventDefault();
    const here = window.location;
    if (url.pathname === here.pathname && url.search === here.search && !url.hash) {
      // A link to the page already shown: like a fresh visit, go back to the top.
      window.scrollTo(0, 0);
      return;
    }
    const scroll: ScrollTarget = url.hash
      ? { type: 'hash', hash: url.hash }
      : url.pathname === here.pathname
        ? { type: 'keep' }
        : { type: 'top' };
    void go(url, { push: true, replace: false, scroll });
  }

  function onPopState(event: PopStateEvent): void {
    const url = new URL(window.location.href);
    scrollPositions.set(currentKey, { x: window.scrollX, y: window.scrollY });
    const entryKey = (event.state as HistoryEntryState | null)?.__docs;
    if (url.pathname === state.location.pathname && url.search === state.location.search) {
      // Only the hash changed: the browser scrolls; just record where we are.
      if (entryKey) currentKey = entryKey;
      setState({ ...state, location: locationOf(url), scroll: { type: 'none' }, push: false });
      return;
    }
    const saved = entryKey ? scrollPositions.get(entryKey) : undefined;
    if (entryKey) currentKey = entryKey;
    else currentKey = newKey();
    const scroll: ScrollTarget = saved
      ? { type: 'restore', ...saved }
      : url.hash
        ? { type: 'hash', hash: url.hash }
        : { type: 'top' };
    void go(url, { push: false, replace: false, scroll });
  }

  function onHashChange(): void {
    // An in-page link (a TOC entry) is the browser's own navigation, which leaves focus on the
    // body or on the link: the section it jumped to takes it, so the next Tab goes on from there.
    const active = document.activeElement;
    if (active === document.body || (active instanceof HTMLAnchorElement && active.hash === window.location.hash)) focusHashTarget(window.location.hash);
  }

  function scrollAfterRender(target: ScrollTarget): void {
    switch (target.type) {
      case 'top':
        window.scrollTo(0, 0);
        break;
      case 'restore':
        window.scrollTo(target.x, target.y);
        break;
      case 'hash': {
        let id = target.hash.slice(1);
        try {
          id = decodeURIComponent(id);
        } catch {
          // Keep the raw id.
        }
        const element = id ? document.getElementById(id) : null;
        if (element) element.scrollIntoView();
        else window.scrollTo(0, 0);
        break;
      }
      default:
        break;
    }
  }

  return {
    site,
    getState: () => state,
    getServerState: () => serverState,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async navigate(href, navOptions = {}) {
      const url = new URL(href, window.location.href);
      if (url.origin !== window.location.origin) {
        hardNavigate(url.href);
        return;
      }
      // Same rules as a click: a hash scrolls to its target, a change of the query alone keeps the position.
      const scroll: ScrollTarget = url.hash
        ? { type: 'hash', hash: url.hash }
        : url.pathname === window.location.pathname
          ? { type: 'keep' }
          : { type: 'top' };
      await go(url, { push: true, replace: navOptions.replace ?? false, scroll });
    },
    async prefetch(href) {
      try {
        const url = new URL(href, window.location.href);
        const routePath = toRoutePath(site, url.pathname);
        if (url.origin === window.location.origin && routePath !== undefined) await loadRoute(routePath);
      } catch {
        // A failed prefetch is retried by the navigation itself.
      }
    },
    clearCache() {
      cache.clear();
      cache.set(routeKey(state.route), Promise.resolve(state.route));
    },
    start() {
      const saved = scrollPositions.get(currentKey);
      if ('scrollRestoration' in window.history) window.history.scrollRestoration = 'manual';
      // The address bar shows the normalised path ("/a.html" → "/a") without a new history entry.
      window.history.replaceState({ ...(window.history.state ?? {}), __docs: currentKey }, '', state.location.pathname + state.location.search + state.location.hash);
      // Manual restoration is needed for client-side history, but it also turns off the browser's own
      // restoration on reload and on returning from another site; do that part here.
      const navigationType = (performance.getEntriesByType?.('navigation')[0] as PerformanceNavigationTiming | undefined)?.type;
      if (saved && (navigationType === 'reload' || navigationType === 'back_forward')) window.scrollTo(saved.x, saved.y);
      const onPageHide = () => {
        scrollPositions.delete(currentKey);
        scrollPositions.set(currentKey, { x: window.scrollX, y: window.scrollY });
        writeScrollPositions(scrollPositions);
      };
      document.addEventListener('click', onClick);
      window.addEventListener('popstate', onPopState);
      window.addEventListener('hashchange', onHashChange);
      window.addEventListener('pagehide', onPageHide);
      if (state.load?.status === 'loading') {
        loadInPlace(new URL(window.location.href), state.location.hash ? { type: 'hash', hash: state.location.hash } : { type: 'none' });
      }
      return () => {
        document.removeEventListener('click', onClick);
        window.removeEventListener('popstate', onPopState);
        window.removeEventListener('hashchange', onHashChange);
        window.removeEventListener('pagehide', onPageHide);
      };
    },
    retry() {
      if (state.load?.status !== 'error') return;
      loadInPlace(new URL(window.location.href), state.location.hash ? { type: 'hash', hash: state.location.hash } : { type: 'none' });
    },
    didRender(rendered) {
      if (rendered.id === 0) return;
      document.title = pageTitle(site, rendered.route);
      scrollAfterRender(rendered.scroll);
      if (rendered.push && rendered.scroll.type !== 'keep') {
        // Keyboard focus goes where the reader was sent: the #target, else the top of the page, as a fresh load would.
        if (rendered.scroll.type !== 'hash' || !focusHashTarget(rendered.scroll.hash)) document.getElementById(ROUTE_FOCUS_ID)?.focus({ preventScroll: true });
      }
      const url = pendingEnd.get(rendered.id);
      if (url) {
        pendingEnd.delete(rendered.id);
        emit('end', { url, state: rendered });
      }
    },
    on(event, listener) {
      const set = eventListeners[event] as Set<typeof listener>;
      set.add(listener);
      return () => set.delete(listener);
    },
  };
}

/** Focuses the element a `#hash` names (without scrolling: that is done already); false when there is none. */
function focusHashTarget(hash: string): boolean {
  let id = hash.slice(1);
  try {
    id = decodeURIComponent(id);
  } catch {
    // Keep the raw id.
  }
  const element = id ? document.getElementById(id) : null;
  if (!element) return false;
  // A heading is not focusable by itself; -1 lets it take focus without joining the Tab order.
  if (element.tabIndex < 0 && !element.hasAttribute('tabindex')) element.setAttribute('tabindex', '-1');
  element.focus({ preventScroll: true });
  return document.activeElement === element;
}
