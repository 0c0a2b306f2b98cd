// Loaded after the client started; importing it keeps the first load in one chunk (client-core.tsx).
import '@docs/client-core';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { SearchHit, SearchResult } from 'docs-kiln/shared/search/types';
import type { RouteData, SiteData, VersionInfo } from 'docs-kiln/shared/types';
import { plural } from '../i18n/plural';
import { translate } from '../i18n/translate';
import { siteSearchClient } from './backend';
import { clampQuery, contextualFacetFilters, HITS_PER_PAGE, searchVersion } from './context';
import { resultUrl } from './result-url';
import { findVersion, instanceVersions } from '../lib/versions';

/** What the search page passes to its results. */
export interface SearchResultsProps {
  site: SiteData;
  route: RouteData;
  query: string;
}

type Status = { type: 'idle' } | { type: 'loading'; more: boolean } | { type: 'error'; message: string };

/** The pages of results fetched so far for one query, and where the search stands. */
interface SearchPages {
  hits: SearchHit[];
  result?: Pick<SearchResult, 'nbHits' | 'page' | 'nbPages'>;
  status: Status;
  /** Fetches the next page of results, appended to the hits. */
  loadMore: () => void;
}

/** Wait after the last keystroke before searching, so typing sends few requests. */
const TYPING_DELAY_MS = 120;

const LEVELS = ['lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;

/**
 * The results of the search page (a split chunk, loaded after the page shell renders):
 * hits grouped by section like the modal, with snippets, more on demand, filtered to one
 * docs version (a select picks another). Same backends as the modal.
 */
export function SearchResults({ site, route, query }: SearchResultsProps) {
  // The select picks a version of the docs instance the search started from (the site's main one outside the docs).
  const [pluginId] = useState(() => searchVersion(site, route)?.pluginId ?? site.docsPluginId);
  const versions = useMemo(() => instanceVersions(site, pluginId).filter((v) => !v.noIndex), [site, pluginId]);
  const [versionName, setVersionName] = useState(() => searchVersion(site, route)?.name);
  const text = clampQuery(query.trim());
  const { hits, result, status, loadMore } = useSearchPages(site, route, text, findVersion(site, pluginId, versionName));
  const groups = useMemo(() => groupBySection(hits), [hits]);
  const hasMore = result !== undefined && result.page + 1 < result.nbPages;

  return (
    <div className="docs-search-results" data-status={status.type}>
      <div className="docs-search-results__bar">
        <p className="docs-search-results__count" aria-live="polite">
          {result && text
            ? plural(
                result.nbHits,
                { id: 'theme.SearchPage.documentsFound.one', message: 'One result' },
                { id: 'theme.SearchPage.documentsFound.other', message: '{count} results' },
                { count: result.nbHits.toLocaleString('en') },
              )
            : status.type === 'loading'
              ? translate({ id: 'theme.SearchPage.fetchingNewResults', message: 'Fetching new results…' })
              : null}
        </p>
        {site.search.contextualSearch && versions.length > 1 ? <VersionSelect versions={versions} value={versionName} onChange={setVersionName} /> : null}
      </div>
      {status.type === 'error' ? <ErrorMessage /> : result && text && result.nbHits === 0 ? <NoResults site={site} text={text} /> : null}
      {groups.map(([section, items]) => (
        <section key={section} className="docs-search-results__group">
          <h2 className="docs-search-results__section" dangerouslySetInnerHTML={{ __html: section }} />
          <ol className="docs-search-results__list">
            {items.map((hit) => (
              <SearchHitItem key={hit.objectID} site={site} hit={hit} />
            ))}
          </ol>
        </section>
      ))}
      {hasMore ? (
        <button type="button" className="docs-button docs-button--secondary docs-search-results__more" onClick={loadMore} disabled={status.type === 'loading'}>
          {status.type === 'loading' && status.more
            ? translate({ id: 'theme.SearchPage.fetchingNewResults', message: 'Fetching new results…' })
            : translate({ id: 'theme.SearchPage.loadMore', message: 'Load more results' })}
        </button>
      ) : null}
    </div>
  );
}

/**
 * Searches as the query settles (after a short pause in typing) and fetches further pages on
 * demand; answers to a superseded query or version are dropped.
 */
function useSearchPages(site: SiteData, route: RouteData, text: string, version: VersionInfo | undefined): SearchPages {
  const client = useMemo(() => siteSearchClient(site), [site]);
  const [hits, setHits] = useState<SearchHit[]>([]);
  const [result, setResult] = useState<SearchPages['result']>();
  const [status, setStatus] = useState<Status>({ type: 'idle' });
  // Answers to superseded queries are dropped.
  const generation = useRef(0);

  // A page of results, applied unless a newer search began meanwhile.
  const fetchInto = (page: number, apply: (answer: SearchResult) => void, fail: (message: string) => void) => {
    const current = generation.current;
    fetchResultsPage(client, { site, route, version, text }, page).then(
      (answer) => current === generation.current && apply(answer),
      (error: unknown) => current === generation.current && fail((error as Error)?.message ?? String(error)),
    );
  };

  useEffect(() => {
    ++generation.current;
    if (text === '') {
      setHits([]);
      setResult(undefined);
      setStatus({ type: 'idle' });
      return;
    }
    setStatus({ type: 'loading', more: false });
    const timer = setTimeout(() => {
      fetchInto(
        0,
        (answer) => {
          setHits(answer.hits);
          setResult(answer);
          setStatus({ type: 'idle' });
        },
        (message) => {
          setHits([]);
          setResult(undefined);
          setStatus({ type: 'error', message });
        },
      );
    }, TYPING_DELAY_MS);
    return () => clearTimeout(timer);
    // A search reads the query, the version and the client: the searches follow those.
  }, [text, version, client]);

  const loadMore = () => {
    if (!result) return;
    setStatus({ type: 'loading', more: true });
    fetchInto(
      result.page + 1,
      (answer) => {
        setHits((previous) => [...previous, ...answer.hits]);
        setResult(answer);
        setStatus({ type: 'idle' });
      },
      (message) => setStatus({ type: 'error', message }),
    );
  };
  return { hits, result, status, loadMore };
}

/** One page of results for a query, from the site's search backend, filtered as a search from this route is. */
async function fetchResultsPage(
  client: ReturnType<typeof siteSearchClient>,
  { site, route, version, text }: { site: SiteData; route: RouteData; version: VersionInfo | undefined; text: string },
  page: number,
): Promise<SearchResult> {
  const { results } = await client.search({
    requests: [
      {
        indexName: site.search.indexName,
        query: text,
        page,
        hitsPerPage: HITS_PER_PAGE,
        facetFilters: contextualFacetFilters(site, route, version),
        attributesToRetrieve: ['hierarchy', 'content', 'type', 'url'],
        attributesToSnippet: ['content:20'],
        snippetEllipsisText: '…',
        highlightPreTag: '<mark>',
        highlightPostTag: '</mark>',
      },
    ],
  });
  return results[0]!;
}

/** The select of the docs version the results come from. */
function VersionSelect({ versions, value, onChange }: { versions: VersionInfo[]; value: string | undefined; onChange: (name: string) => void }) {
  return (
    <label className="docs-search-results__version">
      {translate({ id: 'theme.SearchPage.versionLabel', message: 'Version' })}
      <select className="docs-input" value={value} onChange={(event) => onChange(event.target.value)}>
        {versions.map((v) => (
          <option key={v.name} value={v.name}>
            {v.label}
          </option>
        ))}
      </select>
    </label>
  );
}

/** Shown when the backend could not be reached. */
function ErrorMessage() {
  return (
    <div className="docs-search-results__message" role="alert">
      <p className="docs-search-results__title">{translate({ id: 'theme.SearchModal.errorScreen.titleText', message: 'Unable to fetch results' })}</p>
      <p>{translate({ id: 'theme.SearchModal.errorScreen.helpText', message: 'You might want to check your network connection.' })}</p>
    </div>
  );
}

/** Shown when a query finds nothing, with the site's link for reporting missing results. */
function NoResults({ site, text }: { site: SiteData; text: string }) {
  return (
    <div className="docs-search-results__message">
      <p className="docs-search-results__title">
        {translate({ id: 'theme.SearchModal.noResultsScreen.noResultsText', message: 'No results for' })} “<strong>{text}</strong>”
      </p>
      {site.search.reportUrl ? (
        <p>
          {translate({ id: 'theme.SearchModal.noResultsScreen.reportMissingResultsText', message: 'Believe this query should return results?' })}{' '}
          <a href={site.search.reportUrl.replace(/\{query\}/g, encodeURIComponent(text))} target="_blank" rel="noopener noreferrer">
            {translate({ id: 'theme.SearchModal.noResultsScreen.reportMissingResultsLinkText', message: 'Let us know.' })}
          </a>
        </p>
      ) : null}
    </div>
  );
}

/** Hits by their section (hierarchy.lvl0), sections in order of their best hit, as the modal groups them. */
function groupBySection(hits: SearchHit[]): [string, SearchHit[]][] {
  const groups = new Map<string, SearchHit[]>();
  for (const hit of hits) {
    const section = hit.hierarchy?.lvl0 ?? '';
    const list = groups.get(section);
    if (list) list.push(hit);
    else groups.set(section, [hit]);
  }
  return [...groups];
}

/** One hit: its heading (highlighted), the path of headings above it, and the snippet of content. */
function SearchHitItem({ site, hit }: { site: SiteData; hit: SearchHit }) {
  const type = hit.type ?? 'lvl1';
  const highlight = hit._highlightResult?.hierarchy ?? {};
  const levelOfHit = type === 'content' ? (lastLevel(hit) ?? 'lvl1') : type;
  const title = highlight[levelOfHit]?.value ?? hit.hierarchy?.[levelOfHit] ?? '';
  const path = LEVELS.slice(0, LEVELS.indexOf(levelOfHit))
    .filter((level) => hit.hierarchy?.[level])
    .map((level) => highlight[level]?.value ?? hit.hierarchy![level]!);
  const snippet = type === 'content' ? (hit._snippetResult?.content?.value ?? hit.content ?? '') : '';
  return (
    <li className="docs-search-results__hit">
      <a href={resultUrl(site, hit.url ?? '#')} className="docs-search-results__link">
        {path.length > 0 ? <span className="docs-search-results__path" dangerouslySetInnerHTML={{ __html: path.join(' › ') }} /> : null}
        <span className="docs-search-results__heading" dangerouslySetInnerHTML={{ __html: title }} />
        {snippet ? <span className="docs-search-results__snippet" dangerouslySetInnerHTML={{ __html: snippet }} /> : null}
      </a>
    </li>
  );
}

/** The deepest heading level a hit sits under. */
function lastLevel(hit: SearchHit): (typeof LEVELS)[number] | undefined {
  for (let i = LEVELS.length - 1; i >= 0; i--) if (hit.hierarchy?.[LEVELS[i]!]) return LEVELS[i];
  return undefined;
}
