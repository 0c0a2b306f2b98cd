import { useEffect, useState, type ComponentType } from 'react';
import { withBase } from 'docs-kiln/shared/url';
import { PageShell } from '../components/PageShell';
import { useRoute, useSite } from '../hooks/site-context';
import { translate } from '../i18n/translate';
import { useLocation } from '../router/router-context';
import type { SearchResultsProps } from '../search/SearchResults';

/** Longest query the box takes: the modal's limit (search/context.ts), kept here so this page loads no search code. */
const MAX_QUERY_LENGTH = 64;

/**
 * The search page (/search?q=...): reads the query from the URL, keeps the URL in step as the
 * reader types (replacing the history entry, keeping the scroll), and shows the results. The
 * results and their search code load after the page renders, apart from the modal's code.
 */
export function SearchPage() {
  const site = useSite();
  const route = useRoute();
  const [query, setQuery] = useUrlQuery();
  const Results = useSearchResults();
  return (
    <PageShell layout="plain" className="docs-container docs-page docs-search-page">
      <header className="docs-page__header">
        <h1>
          {query
            ? translate({ id: 'theme.SearchPage.existsResultsTitle', message: 'Search results for "{query}"' }, { query })
            : translate({ id: 'theme.SearchPage.emptyResultsTitle', message: 'Search the documentation' })}
        </h1>
      </header>
      <SearchForm query={query} onChange={setQuery} />
      <div className="docs-search-page__results">{Results ? <Results site={site} route={route} query={query} /> : null}</div>
    </PageShell>
  );
}

/**
 * The query of the URL's `q` parameter, cut to the length limit, and a setter that keeps the
 * URL in step (replacing the history entry: typing is not navigation).
 */
function useUrlQuery(): [string, (value: string) => void] {
  const location = useLocation();
  const [query, setQuery] = useState('');
  // The server never sees the query string: fill the box after hydration.
  useEffect(() => {
    setQuery((new URLSearchParams(location.search).get('q') ?? '').slice(0, MAX_QUERY_LENGTH));
  }, [location.search]);
  const onChange = (value: string) => {
    const next = value.slice(0, MAX_QUERY_LENGTH);
    setQuery(next);
    const url = new URL(window.location.href);
    if (next) url.searchParams.set('q', next);
    else url.searchParams.delete('q');
    // Same history entry, same router state: typing is not navigation.
    window.history.replaceState(window.history.state, '', url.href);
  };
  return [query, onChange];
}

/** The results component, loaded (with its search code) after the page renders; null until then. */
function useSearchResults(): ComponentType<SearchResultsProps> | null {
  const [Results, setResults] = useState<ComponentType<SearchResultsProps> | null>(null);
  useEffect(() => {
    let live = true;
    import('../search/SearchResults').then(
      (module) => {
        if (live) setResults(() => module.SearchResults);
      },
      (error: unknown) => console.error('[docs] The search results could not load.', error),
    );
    return () => {
      live = false;
    };
  }, []);
  return Results;
}

/** The search box, in a form that sends its query to the search page (once the page runs, typing updates the results instead). */
function SearchForm({ query, onChange }: { query: string; onChange: (value: string) => void }) {
  const site = useSite();
  const label = translate({ id: 'theme.SearchPage.inputLabel', message: 'Search' });
  return (
    // biome-ignore lint/a11y/useSemanticElements: the form must stay a form (it submits without JavaScript); the role makes it the search landmark.
    <form
      className="docs-search-page__form"
      action={withBase(site, site.search.searchPagePath || '/search')}
      method="get"
      role="search"
      onSubmit={(event) => event.preventDefault()}
    >
      <input
        type="search"
        name="q"
        className="docs-input"
        aria-label={label}
        placeholder={translate({ id: 'theme.SearchPage.inputPlaceholder', message: 'Type your search here' })}
        maxLength={MAX_QUERY_LENGTH}
        value={query}
        onChange={(event) => onChange(event.target.value)}
        autoComplete="off"
      />
    </form>
  );
}
