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
import { keepFocusInModal, markAsDialog, type FocusKeeper } from './modal-focus';
import { trackFailures, type FailureTracker } from './modal-error-view';

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
  const container = modalHost(local);
  const localClient = local ? siteSearchClient(site) : undefined;
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
      return { ...client, search: countedSearch(localClient ?? client, options, failure, counts) as typeof client.search };
    },
    transformItems: (items) => items.map((item) => ({ ...item, url: resultUrl(site, item.url) })),
    navigator: siteNavigator(options),
    getMissingResultsUrl: reportUrl ? ({ query }) => reportUrl.replace(/\{query\}/g, encodeURIComponent(query)) : undefined,
    resultsFooterComponent: ({ state }, { html }) => {
      const count = counts.get(clampQuery(state.query)) ?? Number((state.context as { nbHits?: number }).nbHits ?? 0);
      // A plain link: the router's click handler navigates client-side; the modal just closes.
      return html`<a href=${searchPageUrl(site, state.query)} onClick=${close}>${seeAllResultsText(count)}</a>`;
    },
    onOpen() {
      prepareOpenModal(translations.modal.searchBox.searchInputLabel ?? 'Search', focusKeeper, failure);
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

/** The hidden element DocSearch renders into, added to the page; the page marked when search is local. */
function modalHost(local: boolean): HTMLElement {
  // The hosted service's logo says where results come from: the stylesheet hides it for the local backend.
  if (local) document.documentElement.setAttribute('data-docs-search-local', '');
  // DocSearch renders its own button into the container; the navbar keeps the theme's.
  const container = document.createElement('div');
  container.hidden = true;
  container.className = 'docs-search-modal-host';
  document.body.append(container);
  return container;
}

/**
 * The search DocSearch's client runs: each request in the page's context (its facets, shorter
 * snippets), the failures told to the error view and the hits of each answer counted by query.
 */
function countedSearch(
  target: { search(request: never): Promise<unknown> },
  options: SearchModalOptions,
  failure: FailureTracker,
  counts: Map<string, number>,
) {
  return async (body: MultiSearchBody) => {
    const request = withContext(options, body);
    const query = String(request.requests[0]?.query ?? '');
    try {
      const answer = await target.search(request as never);
      failure.succeeded(query);
      if (counts.size > 100) counts.clear();
      counts.set(
        query,
        (answer as { results: { nbHits?: number }[] }).results.reduce((n, r) => n + (r.nbHits ?? 0), 0),
      );
      return answer;
    } catch (error) {
      if ((error as Error)?.name === 'RetryError') failure.failed(query);
      throw error;
    }
  };
}

/** A search request with the current page's facet filters and snippet lengths, each query cut to the limit. */
function withContext(options: SearchModalOptions, body: MultiSearchBody | SearchRequest[]): MultiSearchBody {
  const requests = Array.isArray(body) ? body : body.requests;
  const facetFilters = contextualFacetFilters(options.site, options.currentRoute() ?? { kind: 'home', props: {} });
  // Snippets of 10 words, 5 on small screens; DocSearch's default is 15.
  const words = window.matchMedia('(max-width: 768px)').matches ? 5 : 10;
  const attributesToSnippet = [...SNIPPET_LEVELS.map((level) => `hierarchy.${level}:${words}`), `content:${words}`];
  return {
    ...(Array.isArray(body) ? {} : body),
    requests: requests.map((r) => ({ ...r, query: clampQuery(String(r.query ?? '')), facetFilters, attributesToSnippet })),
  };
}

/** How a chosen result opens: in this tab with client-side navigation, or in a new tab or window. */
function siteNavigator(options: SearchModalOptions) {
  return {
    navigate({ itemUrl }: { itemUrl: string }) {
      options.navigate(itemUrl);
    },
    navigateNewTab({ itemUrl }: { itemUrl: string }) {
      window.open(itemUrl, '_blank', 'noopener')?.focus();
    },
    navigateNewWindow({ itemUrl }: { itemUrl: string }) {
      window.open(itemUrl, '_blank', 'noopener');
    },
  };
}

/** The modal just opened: a dialog to assistive technology, focus and errors watched, the search box limited to the query length. */
function prepareOpenModal(label: string, focusKeeper: FocusKeeper, failure: FailureTracker): void {
  markAsDialog(label);
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
}
