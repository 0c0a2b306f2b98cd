// Loaded after the client started; importing it keeps the first load in one chunk (client-core.tsx).
import '@docs/client-core';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { SearchHit, SearchResult } from 'docs-kiln/shared/search/types';
import type { RouteData, SiteData } from 'docs-kiln/shared/types';
import { plural } from '../i18n/plural';
import { translate } from '../i18n/translate';
import { siteSearchClient } from './backend';
import { clampQuery, contextualFacetFilters, HITS_PER_PAGE, searchVersion } from './context';
import { resultUrl } from './result-url';
import { findVersion, instanceVersions } from '../lib/versions';
import searchPageCss from './search-page.css' with { type: 'text' };

/** What the search page passes to its results. */
export interface SearchResultsProps {
  site: SiteData;
  route: RouteData;
  query: string;
}

type Status = { type: 'idle' } | { type: 'loading'; more: boolean } | { type: 'error'; message: string };

/** Wait after the last keystroke before searching, so typing sends few requests. */
const TYPING_DELAY_MS = 120;

const LEVELS = ['lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;

let styled = false;

/**
 * The results of the search page (a split chunk, loaded after the page shell renders):
 * hits grouped by section like the modal, with snippets, more on demand, filtered to one
 * docs version (a select picks another). Same backends as the modal.
 */
export function SearchResults({ site, route, query }: SearchResultsProps) {
  if (!styled && typeof document !== 'undefined') {
    styled = true;
    const style = document.createElement('style');
    style.dataset.docsSearchPage = '';
    style.textContent = searchPageCss;
    document.head.append(style);
  }
  const client = useMemo(() => siteSearchClient(site), [site]);
  // The select picks a version of the docs instance the search started from (the site's main one outside the docs).
  const [pluginId] = useState(() => searchVersion(site, route)?.pluginId ?? site.docsPluginId);
  const versions = useMemo(() => instanceVersions(site, pluginId).filter((v) => !v.noIndex), [site, pluginId]);
  const [versionName, setVersionName] = useState(() => searchVersion(site, route)?.name);
  const version = findVersion(site, pluginId, versionName);
  const [hits, setHits] = useState<SearchHit[]>([]);
  const [result, setResult] = useState<Pick<SearchResult, 'nbHits' | 'page' | 'nbPages'> | undefined>();
  const [status, setStatus] = useState<Status>({ type: 'idle' });
  // Answers to superseded queries are dropped.
  const generation = useRef(0);
  const text = clampQuery(query.trim());

  const fetchPage = async (page: number): Promise<SearchResult> => {
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
  };

  useEffect(() => {
    const current = ++generation.current;
    if (text === '') {
      setHits([]);
      setResult(undefined);
      setStatus({ type: 'idle' });
      return;
    }
    setStatus({ type: 'loading', more: false });
    const timer = setTimeout(() => {
      fetchPage(0).then(
        (answer) => {
          if (current !== generation.current) return;
          setHits(answer.hits);
          setResult(answer);
          setStatus({ type: 'idle' });
        },
        (error: unknown) => {
          if (current !== generation.current) return;
          setHits([]);
          setResult(undefined);
          setStatus({ type: 'error', message: (error as Error)?.message ?? String(error) });
        },
      );
    }, TYPING_DELAY_MS);
    return () => clearTimeout(timer);
    // fetchPage reads the query, the version and the client: the searches follow those.
  }, [text, versionName, client]);

  const loadMore = () => {
    if (!result) return;
    const current = generation.current;
    setStatus({ type: 'loading', more: true });
    fetchPage(result.page + 1).then(
      (answer) => {
        if (current !== generation.current) return;
        setHits((previous) => [...previous, ...answer.hits]);
        setResult(answer);
        setStatus({ type: 'idle' });
      },
      (error: unknown) => {
        if (current !== generation.current) return;
        setStatus({ type: 'error', message: (error as Error)?.message ?? String(error) });
      },
    );
  };

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
        {site.search.contextualSearch && versions.length > 1 ? (
          <label className="docs-search-results__version">
            {translate({ id: 'theme.SearchPage.versionLabel', message: 'Version' })}
            <select className="docs-input" value={versionName} onChange={(event) => setVersionName(event.target.value)}>
              {versions.map((v) => (
                <option key={v.name} value={v.name}>
                  {v.label}
                </option>
              ))}
            </select>
          </label>
        ) : null}
      </div>
      {status.type === 'error' ? (
        <div className="docs-search-results__message" role="alert">
          <p className="docs-search-results__title">{translate({ id: 'theme.SearchModal.errorScreen.titleText', message: 'Unable to fetch results' })}</p>
          <p>{translate({ id: 'theme.SearchModal.errorScreen.helpText', message: 'You might want to check your network connection.' })}</p>
        </div>
      ) : result && text && result.nbHits === 0 ? (
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
      ) : null}
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
