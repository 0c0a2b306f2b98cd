/**
 * The search modal: DocSearch (`@docsearch/js`) wired to the site. This module is the split
 * chunk the search button loads on hover, focus or touch (or on the first shortcut); nothing
 * here is in a page's first load. Its styles are a stylesheet of their own (search/search.css),
 * which loadSearchStylesheet links before the modal first opens.
 */
// Loaded after the client started; importing it keeps the first load in one chunk (client-core.tsx).
import '@docs/client-core';
import docsearch from '@docsearch/js/docsearch';
import type { RouteData, SiteData } from 'docs-kiln/shared/types';
import type { MultiSearchBody, SearchRequest } from 'docs-kiln/shared/search/types';
import { siteSearchClient } from './backend';
import { clampQuery, contextualFacetFilters, MAX_QUERY_LENGTH, searchPageUrl } from './context';
import { modalTranslations, seeAllResultsText } from './modal-translations';
import { resultUrl } from './result-url';

export { loadSearchStylesheet } from './stylesheet';

/** What the modal needs from the page. */
export interface SearchModalOptions {
  site: SiteData;
  /** The route shown now; read at every query, so contextual search follows client-side navigation. */
  currentRoute: () => RouteData | undefined;
  /** Opens a site URL with client-side navigation. */
  navigate: (url: string) => void;
  /** Called after the modal closed (to give focus back to the search button). */
  onClose?: () => void;
}

/** The modal, created once per page load. */
export interface SearchModal {
  open(): void;
  close(): void;
  readonly isOpen: boolean;
}

const SNIPPET_LEVELS = ['lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'];

/** Placeholder credentials: DocSearch requires non-empty ones, and the local backend ignores them. */
const LOCAL_CREDENTIALS = { appId: 'local', apiKey: 'local' };

/** Creates the modal (hidden until open() is called); keyboard shortcuts are the caller's, Escape is DocSearch's. */
export function createSearchModal(options: SearchModalOptions): SearchModal {
  const { site } = options;
  const local = site.search.provider !== 'algolia';
  // The hosted service's logo says where results come from: the stylesheet hides it for the local backend.
  if (local) document.documentElement.setAttribute('data-docs-search-local', '');
  // DocSearch renders its own button into the container; the navbar keeps the theme's.
  const container = document.createElement('div');
  container.hidden = true;
  container.className = 'docs-search-modal-host';
  document.body.append(container);

  const localClient = local ? siteSearchClient(site) : undefined;
  const withContext = (body: MultiSearchBody | SearchRequest[]): MultiSearchBody => {
    const requests = Array.isArray(body) ? body : body.requests;
    const facetFilters = contextualFacetFilters(site, options.currentRoute() ?? { kind: 'home', props: {} });
    // Snippets of 10 words, 5 on small screens; DocSearch's default is 15.
    const words = window.matchMedia('(max-width: 768px)').matches ? 5 : 10;
    const attributesToSnippet = [...SNIPPET_LEVELS.map((level) => `hierarchy.${level}:${words}`), `content:${words}`];
    return {
      ...(Array.isArray(body) ? {} : body),
      requests: requests.map((r) => ({ ...r, query: clampQuery(String(r.query ?? '')), facetFilters, attributesToSnippet })),
    };
  };

  // DocSearch shows its error view only for a moment: its autocomplete sets the status back
  // to idle after a failed search, so "No results" replaces it. The modal keeps its own
  // error view up while the query shown is the one that failed.
  const failure = trackFailures(modalTranslations().modal.errorScreen);
  const focusKeeper = keepFocusInModal();
  // Hits of the last answer per query, for "See all N results": DocSearch's own count
  // (context.nbHits) adds up the answers of every query typed since the modal opened.
  const counts = new Map<string, number>();

  let instance: ReturnType<typeof docsearch> | undefined;
  const close = () => instance?.close();
  const credentials = local ? LOCAL_CREDENTIALS : { appId: site.search.appId, apiKey: site.search.apiKey };
  const reportUrl = site.search.reportUrl;

  const translations = modalTranslations();
  instance = docsearch({
    container,
    ...credentials,
    indices: [{ name: site.search.indexName }],
    maxResultsPerGroup: 5,
    translations,
    placeholder: translations.modal.searchBox.placeholderText,
    insights: !local && site.search.insights,
    // The caller opens the modal on Ctrl/Cmd+K and "/" (before this code is even loaded).
    keyboardShortcuts: { 'Ctrl/Cmd+K': false, '/': false },
    transformSearchClient(client) {
      const target = localClient ?? client;
      return {
        ...client,
        search: (async (body: MultiSearchBody) => {
          const request = withContext(body);
          const query = String(request.requests[0]?.query ?? '');
          try {
            const answer = await target.search(request as never);
            failure.succeeded(query);
            if (counts.size > 100) counts.clear();
            counts.set(query, (answer as { results: { nbHits?: number }[] }).results.reduce((n, r) => n + (r.nbHits ?? 0), 0));
            return answer;
          } catch (error) {
            if ((error as Error)?.name === 'RetryError') failure.failed(query);
            throw error;
          }
        }) as typeof client.search,
      };
    },
    transformItems: (items) => items.map((item) => ({ ...item, url: resultUrl(site, item.url) })),
    navigator: {
      navigate({ itemUrl }) {
        options.navigate(itemUrl);
      },
      navigateNewTab({ itemUrl }) {
        window.open(itemUrl, '_blank', 'noopener')?.focus();
      },
      navigateNewWindow({ itemUrl }) {
        window.open(itemUrl, '_blank', 'noopener');
      },
    },
    getMissingResultsUrl: reportUrl ? ({ query }) => reportUrl.replace(/\{query\}/g, encodeURIComponent(query)) : undefined,
    resultsFooterComponent: ({ state }, { html }) => {
      const count = counts.get(clampQuery(state.query)) ?? Number((state.context as { nbHits?: number }).nbHits ?? 0);
      // A plain link: the router's click handler navigates client-side; the modal just closes.
      return html`<a href=${searchPageUrl(site, state.query)} onClick=${close}>${seeAllResultsText(count)}</a>`;
    },
    onOpen() {
      markAsDialog(translations.modal.searchBox.searchInputLabel ?? 'Search');
      focusKeeper.watch();
      failure.watch();
      const input = document.querySelector<HTMLInputElement>('.DocSearch-Input');
      if (!input) return;
      input.maxLength = MAX_QUERY_LENGTH;
      // Selected page text becomes the initial query; cut it to the limit like typed text.
      if (input.value.length > MAX_QUERY_LENGTH) {
        input.value = clampQuery(input.value);
        input.dispatchEvent(new Event('input', { bubbles: true }));
      }
    },
    onClose() {
      focusKeeper.unwatch();
      failure.unwatch();
      options.onClose?.();
    },
  });

  return {
    open: () => instance?.open(),
    close,
    get isOpen() {
      return instance?.isOpen ?? false;
    },
  };
}

/**
 * DocSearch sometimes renders its search box anew while it is open (about a second after the
 * first opening, as its first answer comes in), and the replaced box takes keyboard focus with
 * it, to the body: what the reader types next goes nowhere. Focus goes back to the new box.
 */
function keepFocusInModal() {
  let observer: MutationObserver | undefined;
  const refocus = () => {
    const input = document.querySelector<HTMLInputElement>('.DocSearch-Input');
    // A new box has DocSearch's own length limit, not the site's.
    if (input && input.maxLength !== MAX_QUERY_LENGTH) input.maxLength = MAX_QUERY_LENGTH;
    const overlay = document.querySelector('.DocSearch-Container');
    if (!overlay || overlay.contains(document.activeElement)) return;
    if (document.activeElement !== document.body && document.activeElement !== null) return;
    input?.focus({ preventScroll: true });
  };
  return {
    watch() {
      const overlay = document.querySelector('.DocSearch-Container');
      if (!overlay) return;
      observer ??= new MutationObserver(refocus);
      observer.observe(overlay, { subtree: true, childList: true });
    },
    unwatch() {
      observer?.disconnect();
    },
  };
}

/**
 * DocSearch marks its whole overlay as a focusable button labelled by the search box, so
 * assistive technology announces a button holding the dialog and Tab stops on the backdrop:
 * it becomes the modal dialog it is. React leaves these attributes alone afterwards, as its
 * own values for them never change while the modal is open.
 */
function markAsDialog(label: string): void {
  const overlay = document.querySelector<HTMLElement>('.DocSearch-Container');
  if (!overlay) return;
  overlay.setAttribute('role', 'dialog');
  overlay.setAttribute('aria-modal', 'true');
  overlay.setAttribute('aria-label', label);
  overlay.setAttribute('tabindex', '-1');
  for (const name of ['aria-expanded', 'aria-haspopup', 'aria-labelledby']) overlay.removeAttribute(name);
}

const ERROR_ICON =
  '<svg width="40" height="40" viewBox="0 0 20 20" fill="none" fill-rule="evenodd" stroke="currentColor" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true"><path d="M19 4.8a16 16 0 00-2-1.2m-3.3-1.2A16 16 0 001.1 4.7M16.7 8a12 12 0 00-2.8-1.4M10 6a12 12 0 00-6.7 2M12.3 14.7a4 4 0 00-4.5 0M14.5 11.4A8 8 0 0010 10M3 16L18 2M10 18h0"/></svg>';

/**
 * Keeps an error view (DocSearch's markup and texts) over the results area while the query in
 * the box is one whose search could not reach the backend; any other query hides it.
 */
function trackFailures(texts: { titleText: string; helpText: string }) {
  let failedQuery: string | null = null;
  let observer: MutationObserver | undefined;
  const reconcile = () => {
    const dropdown = document.querySelector<HTMLElement>('.DocSearch-Dropdown');
    const input = document.querySelector<HTMLInputElement>('.DocSearch-Input');
    const show = dropdown !== null && input !== null && failedQuery !== null && failedQuery !== '' && clampQuery(input.value) === failedQuery;
    const current = document.querySelector<HTMLElement>('[data-docs-search-error]');
    if (show) {
      if (!dropdown.hasAttribute('data-docs-search-failed')) dropdown.setAttribute('data-docs-search-failed', '');
      if (current?.parentElement !== dropdown) {
        current?.remove();
        const view = document.createElement('div');
        view.className = 'DocSearch-ErrorScreen';
        view.dataset.docsSearchError = '';
        view.setAttribute('role', 'alert');
        const icon = document.createElement('div');
        icon.className = 'DocSearch-Screen-Icon';
        icon.innerHTML = ERROR_ICON;
        const title = document.createElement('p');
        title.className = 'DocSearch-Title';
        title.textContent = texts.titleText;
        const help = document.createElement('p');
        help.className = 'DocSearch-Help';
        help.textContent = texts.helpText;
        view.append(icon, title, help);
        dropdown.append(view);
      }
    } else {
      current?.remove();
      document.querySelector('[data-docs-search-failed]')?.removeAttribute('data-docs-search-failed');
    }
  };
  return {
    failed(query: string) {
      failedQuery = query;
      reconcile();
    },
    succeeded(query: string) {
      if (failedQuery === query) failedQuery = null;
      reconcile();
    },
    watch() {
      observer ??= new MutationObserver(reconcile);
      const modal = document.querySelector('.DocSearch-Container');
      if (modal) observer.observe(modal, { subtree: true, childList: true, attributes: true, attributeFilter: ['value'] });
      document.addEventListener('input', reconcile, true);
      reconcile();
    },
    unwatch() {
      observer?.disconnect();
      document.removeEventListener('input', reconcile, true);
      failedQuery = null;
    },
  };
}
