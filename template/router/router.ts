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
export type ScrollTarget = { type: 'none' } | { type: 'top' } | { type: 'hash'; hash: string } | { type: 'keep' } | { type: 'restore'; x: number; y: number };

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

type ScrollPositions = Map<string, { x: number; y: number }>;

/** Creates the router of the page (call once, in the browser). */
export function createRouter(options: RouterOptions): Router {
  const s = createSession(options);
  return {
    site: s.site,
    getState: () => s.state,
    getServerState: () => s.serverState,
    subscribe(listener) {
      s.listeners.add(listener);
      return () => s.listeners.delete(listener);
    },
    async navigate(href, navOptions = {}) {
      const url = new URL(href, window.location.href);
      if (url.origin !== window.location.origin) {
        s.hardNavigate(url.href);
        return;
      }
      // Same rules as a click: a hash scrolls to its target, a change of the query alone keeps the position.
      await go(s, url, { push: true, replace: navOptions.replace ?? false, scroll: scrollTargetOf(url) });
    },
    async prefetch(href) {
      try {
        const url = new URL(href, window.location.href);
        const routePath = toRoutePath(s.site, url.pathname);
        if (url.origin === window.location.origin && routePath !== undefined) await s.routes.load(routePath);
      } catch {
        // A failed prefetch is retried by the navigation itself.
      }
    },
    clearCache() {
      s.routes.clear();
      s.routes.keep(s.state.route);
    },
    start: () => start(s),
    retry() {
      if (s.state.load?.status === 'error') reloadInPlace(s);
    },
    didRender: (rendered) => didRender(s, rendered),
    on: s.events.on,
  };
}

/** The router's working state, shared by the functions that navigate, listen and render. */
interface Session {
  readonly site: SiteData;
  readonly hardNavigate: (href: string) => void;
  readonly routes: RouteCache;
  readonly events: RouterEventBus;
  /** Scroll positions by history entry key; stored on pagehide, so reloads and returns from other sites restore them too. */
  readonly scrollPositions: ScrollPositions;
  /** Told of every new state (App subscribes). */
  readonly listeners: Set<() => void>;
  /** The state shown: a new object at every change. */
  state: RouterState;
  /** The state the server rendered, for hydration. */
  readonly serverState: RouterState;
  /** Key of the current history entry. */
  key: string;
  /** The navigation under way; a newer one supersedes it. */
  navigation?: { token: number; controller: AbortController };
  /** How many navigations have begun (each one's token). */
  tokens: number;
  /** The URL of each navigation whose state is set but not yet on screen, by state id ("end" is emitted once it is). */
  readonly pendingEnd: Map<number, URL>;
}

/** The router's starting state: the server-rendered route, and the location as the page was opened. */
function createSession(options: RouterOptions): Session {
  const { site, initialRoute } = options;
  const initialLocation = locationOf(window.location);
  let state: RouterState = { route: initialRoute, location: initialLocation, id: 0, scroll: { type: 'none' }, push: false };
  // Hydration must see exactly what the server rendered; differences are applied right after.
  // The same object when nothing differs, so that hydration is not followed by a needless update.
  const serverState: RouterState =
    initialLocation.search === '' && initialLocation.hash === '' ? state : { ...state, location: { pathname: initialLocation.pathname, search: '', hash: '' } };
  const key = (window.history.state as HistoryEntryState | null)?.__docs ?? newKey();
  const boot = readBootLocation(site, initialRoute);
  if (boot.error !== undefined) state = { ...state, error: boot.error };
  else if (boot.normalized) {
    state = { ...state, location: locationOf(boot.normalized) };
    if (boot.loadInPlace) state = { ...state, load: { status: 'loading' } };
  }
  const routes = createRouteCache(site, options);
  routes.keep(initialRoute);
  return {
    site,
    hardNavigate: options.hardNavigate ?? ((href: string) => window.location.assign(href)),
    routes,
    events: createEventBus(),
    scrollPositions: readScrollPositions(),
    listeners: new Set(),
    state,
    serverState,
    key,
    tokens: 0,
    pendingEnd: new Map(),
  };
}

/**
 * Looks at the URL the page was opened with: a pathname that cannot be decoded is
 * an error page; "/a.html" is shown as "/a"; and when the server answered such a
 * URL with its 404 page, the real route is loaded in place (a full load would only
 * get the same 404 page again).
 */
function readBootLocation(site: SiteData, initialRoute: RouteData): { error?: unknown; normalized?: URL; loadInPlace?: boolean } {
  let routePath: string | undefined;
  try {
    routePath = toRoutePath(site, window.location.pathname);
  } catch (error) {
    return { error };
  }
  // "/a.html" and "/a/index.html" name the same page as "/a".
  if (routePath === undefined || !/\.html$/i.test(window.location.pathname)) return {};
  const normalized = new URL(withBase(site, routePath) + window.location.search + window.location.hash, window.location.href);
  return { normalized, loadInPlace: initialRoute.kind === 'notFound' && routeKey(site, initialRoute) !== routePath };
}

/** The route data the router has loaded or is loading, by route path: the newest `cacheSize` are kept, failures forgotten. */
function createRouteCache(site: SiteData, options: RouterOptions) {
  const cacheSize = options.cacheSize ?? 60;
  const cache = new Map<string, Promise<RouteData>>();
  const remember = (path: string, promise: Promise<RouteData>) => {
    cache.delete(path);
    cache.set(path, promise);
    // Oldest first in a Map: drop from the front.
    while (cache.size > cacheSize) cache.delete(cache.keys().next().value!);
    // A failed load must be retried next time, not served from the cache.
    promise.catch(() => {
      if (cache.get(path) === promise) cache.delete(path);
    });
  };
  return {
    /** Keeps a route that is already here (the one shown). */
    keep(route: RouteData): void {
      cache.set(routeKey(site, route), Promise.resolve(route));
    },
    clear(): void {
      cache.clear();
    },
    /** A route's data (and code), loaded once; with a signal, this caller stops waiting when it aborts. */
    load(routePath: string, signal?: AbortSignal): Promise<RouteData> {
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
    },
  };
}

type RouteCache = ReturnType<typeof createRouteCache>;

/** The listeners of each router event; one that throws is logged, and the others still hear the event. */
function createEventBus() {
  const listeners: { [K in keyof RouterEvents]: Set<(detail: RouterEvents[K]) => void> } = { start: new Set(), end: new Set(), error: new Set() };
  return {
    emit<K extends keyof RouterEvents>(event: K, detail: RouterEvents[K]): void {
      for (const listener of listeners[event]) {
        try {
          (listener as (d: RouterEvents[K]) => void)(detail);
        } catch (error) {
          console.error(error);
        }
      }
    },
    on<K extends keyof RouterEvents>(event: K, listener: (detail: RouterEvents[K]) => void): () => void {
      const set = listeners[event] as Set<typeof listener>;
      set.add(listener);
      return () => set.delete(listener);
    },
  };
}

type RouterEventBus = ReturnType<typeof createEventBus>;

function setState(s: Session, next: RouterState): void {
  s.state = next;
  s.listeners.forEach((listener) => listener());
}

/** Starts a navigation, superseding the one under way: its token says whether it is still the latest when its data arrives. */
function beginNavigation(s: Session, url: URL): { token: number; controller: AbortController } {
  s.navigation?.controller.abort();
  const navigation = { token: ++s.tokens, controller: new AbortController() };
  s.navigation = navigation;
  s.events.emit('start', { url });
  return navigation;
}

/** Shows the route of `url` (from the cache or its data file) with a new history entry when pushed; any failure loads the URL in full. */
async function go(s: Session, url: URL, mode: { push: boolean; replace: boolean; scroll: ScrollTarget }): Promise<void> {
  const routePath = routePathOf(s.site, url.pathname);
  if (routePath === undefined) {
    s.hardNavigate(url.href);
    return;
  }
  const { token, controller } = beginNavigation(s, url);
  let route: RouteData;
  try {
    // A query-only change on the same route keeps the data (e.g. the search page's ?q=).
    route = routePath === routeKey(s.site, s.state.route) ? s.state.route : await s.routes.load(routePath, controller.signal);
  } catch (error) {
    if (controller.signal.aborted) return;
    s.events.emit('error', { url, error });
    console.warn(`[docs] Could not load ${url.pathname}; reloading the page.`, error);
    s.hardNavigate(url.href);
    return;
  }
  if (token !== s.navigation?.token) return;
  if (mode.push) {
    rememberScroll(s);
    s.key = newKey();
    const entry: HistoryEntryState = { __docs: s.key };
    if (mode.replace) window.history.replaceState(entry, '', url.href);
    else window.history.pushState(entry, '', url.href);
  }
  show(s, url, route, mode.scroll, mode.push);
}

/** Loads the route of `url` where the page stands (no full load possible): spinner state, then the page or the error. */
function loadInPlace(s: Session, url: URL, scroll: ScrollTarget): void {
  const routePath = toRoutePath(s.site, url.pathname)!;
  const { token, controller } = beginNavigation(s, url);
  if (s.state.load?.status !== 'loading') setState(s, { ...s.state, location: locationOf(url), load: { status: 'loading' }, error: undefined });
  s.routes.load(routePath, controller.signal).then(
    (route) => {
      if (token === s.navigation?.token) show(s, url, route, scroll, false);
    },
    (error: unknown) => {
      if (controller.signal.aborted || token !== s.navigation?.token) return;
      s.navigation = undefined;
      s.events.emit('error', { url, error });
      console.warn(`[docs] Could not load ${url.pathname}.`, error);
      setState(s, { ...s.state, load: { status: 'error', error } });
    },
  );
}

/** Ends the navigation under way by showing its route: the new state, whose "end" is emitted once it is on screen. */
function show(s: Session, url: URL, route: RouteData, scroll: ScrollTarget, push: boolean): void {
  s.navigation = undefined;
  s.pendingEnd.set(s.state.id + 1, url);
  setState(s, { route, location: locationOf(url), id: s.state.id + 1, scroll, push });
}

/** Loads the route of the address bar's URL in place (at the page's start, and on Retry). */
function reloadInPlace(s: Session): void {
  const { hash } = s.state.location;
  loadInPlace(s, new URL(window.location.href), hash ? { type: 'hash', hash } : { type: 'none' });
}

/**
 * Attaches the router to the document: takes over scroll restoration, shows the normalised
 * address, and listens to clicks, history moves, in-page jumps and the page being left.
 * Returns a function that detaches it.
 */
function start(s: Session): () => void {
  const saved = s.scrollPositions.get(s.key);
  if ('scrollRestoration' in window.history) window.history.scrollRestoration = 'manual';
  const { location } = s.state;
  // The address bar shows the normalised path ("/a.html" → "/a") without a new history entry.
  window.history.replaceState({ ...(window.history.state ?? {}), __docs: s.key }, '', location.pathname + location.search + location.hash);
  // Manual restoration is needed for client-side history, but it also turns off the browser's own
  // restoration on reload and on returning from another site; do that part here.
  const navigationType = (performance.getEntriesByType?.('navigation')[0] as PerformanceNavigationTiming | undefined)?.type;
  if (saved && (navigationType === 'reload' || navigationType === 'back_forward')) window.scrollTo(saved.x, saved.y);
  const onClick = (event: MouseEvent) => clicked(s, event);
  const onPopState = (event: PopStateEvent) => poppedState(s, event);
  const onPageHide = () => {
    // Last in the map, so the newest entries are the ones kept in storage.
    s.scrollPositions.delete(s.key);
    rememberScroll(s);
    writeScrollPositions(s.scrollPositions);
  };
  document.addEventListener('click', onClick);
  window.addEventListener('popstate', onPopState);
  window.addEventListener('hashchange', onHashChange);
  window.addEventListener('pagehide', onPageHide);
  if (s.state.load?.status === 'loading') reloadInPlace(s);
  return () => {
    document.removeEventListener('click', onClick);
    window.removeEventListener('popstate', onPopState);
    window.removeEventListener('hashchange', onHashChange);
    window.removeEventListener('pagehide', onPageHide);
  };
}

/** A click on a link of the site: navigates client-side (a link to the page shown scrolls back to the top). */
function clicked(s: Session, event: MouseEvent): void {
  const url = navigableClickUrl(event, s.site, window.location);
  if (!url) return;
  event.preventDefault();
  const here = window.location;
  if (url.pathname === here.pathname && url.search === here.search && !url.hash) {
    // A link to the page already shown: like a fresh visit, go back to the top.
    window.scrollTo(0, 0);
    return;
  }
  void go(s, url, { push: true, replace: false, scroll: scrollTargetOf(url) });
}

/** Back or forward: shows that entry's route where it was scrolled (only a hash change is left to the browser). */
function poppedState(s: Session, event: PopStateEvent): void {
  const url = new URL(window.location.href);
  rememberScroll(s);
  const entryKey = (event.state as HistoryEntryState | null)?.__docs;
  if (url.pathname === s.state.location.pathname && url.search === s.state.location.search) {
    // Only the hash changed: the browser scrolls; just record where we are.
    if (entryKey) s.key = entryKey;
    setState(s, { ...s.state, location: locationOf(url), scroll: { type: 'none' }, push: false });
    return;
  }
  const saved = entryKey ? s.scrollPositions.get(entryKey) : undefined;
  s.key = entryKey || newKey();
  const scroll: ScrollTarget = saved ? { type: 'restore', ...saved } : url.hash ? { type: 'hash', hash: url.hash } : { type: 'top' };
  void go(s, url, { push: false, replace: false, scroll });
}

function onHashChange(): void {
  // An in-page link (a TOC entry) is the browser's own navigation, which leaves focus on the
  // body or on the link: the section it jumped to takes it, so the next Tab goes on from there.
  const active = document.activeElement;
  if (active === document.body || (active instanceof HTMLAnchorElement && active.hash === window.location.hash)) focusHashTarget(window.location.hash);
}

/** Once a navigation's state is on screen: the title, the scroll position, keyboard focus, and the "end" event. */
function didRender(s: Session, rendered: RouterState): void {
  if (rendered.id === 0) return;
  document.title = pageTitle(s.site, rendered.route);
  const { scroll } = rendered;
  if (scroll.type === 'top') window.scrollTo(0, 0);
  else if (scroll.type === 'restore') window.scrollTo(scroll.x, scroll.y);
  else if (scroll.type === 'hash') {
    const element = hashTarget(scroll.hash);
    if (element) element.scrollIntoView();
    else window.scrollTo(0, 0);
  }
  if (rendered.push && scroll.type !== 'keep') {
    // Keyboard focus goes where the reader was sent: the #target, else the top of the page, as a fresh load would.
    if (scroll.type !== 'hash' || !focusHashTarget(scroll.hash)) document.getElementById(ROUTE_FOCUS_ID)?.focus({ preventScroll: true });
  }
  const url = s.pendingEnd.get(rendered.id);
  if (url) {
    s.pendingEnd.delete(rendered.id);
    s.events.emit('end', { url, state: rendered });
  }
}

/** Focuses the element a `#hash` names (without scrolling: that is done already); false when there is none. */
function focusHashTarget(hash: string): boolean {
  const element = hashTarget(hash);
  if (!element) return false;
  // A heading is not focusable by itself; -1 lets it take focus without joining the Tab order.
  if (element.tabIndex < 0 && !element.hasAttribute('tabindex')) element.setAttribute('tabindex', '-1');
  element.focus({ preventScroll: true });
  return document.activeElement === element;
}

// The element a "#hash" names, its id percent-decoded when that is possible; null when there is none.
function hashTarget(hash: string): HTMLElement | null {
  let id = hash.slice(1);
  try {
    id = decodeURIComponent(id);
  } catch {
    // Keep the raw id.
  }
  return id ? document.getElementById(id) : null;
}

/** Where a link or navigate() leaves the window: at its #target, where it is when only the query changes, else at the top. */
function scrollTargetOf(url: URL): ScrollTarget {
  return url.hash ? { type: 'hash', hash: url.hash } : url.pathname === window.location.pathname ? { type: 'keep' } : { type: 'top' };
}

// A URL pathname as a route path; undefined outside the base URL or when it cannot be decoded.
function routePathOf(site: SiteData, pathname: string): string | undefined {
  try {
    return toRoutePath(site, pathname);
  } catch {
    return undefined;
  }
}

/** A route's path as toRoutePath gives it (no base URL), the key of the cache and of comparisons. */
function routeKey(site: SiteData, route: RouteData): string {
  return routePathOf(site, route.path) ?? route.path;
}

// Notes where the window is scrolled, for the current history entry.
function rememberScroll(s: Session): void {
  s.scrollPositions.set(s.key, { x: window.scrollX, y: window.scrollY });
}

function readScrollPositions(): ScrollPositions {
  try {
    const saved: unknown = JSON.parse(window.sessionStorage.getItem(SCROLL_STORAGE_KEY) ?? '[]');
    if (Array.isArray(saved)) return new Map(saved as [string, { x: number; y: number }][]);
  } catch {
    // Storage may be disabled or hold something else: start empty.
  }
  return new Map();
}

function writeScrollPositions(positions: ScrollPositions): void {
  try {
    window.sessionStorage.setItem(SCROLL_STORAGE_KEY, JSON.stringify([...positions].slice(-SCROLL_STORAGE_LIMIT)));
  } catch {
    // Without storage, positions survive only within this document.
  }
}

let keyCounter = 0;
function newKey(): string {
  keyCounter += 1;
  return `${Date.now().toString(36)}-${keyCounter}`;
}

function locationOf(url: URL | Location): RouterLocation {
  return { pathname: url.pathname, search: url.search, hash: url.hash };
}
