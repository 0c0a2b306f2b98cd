import { useEffect, useState } from 'react';
import { useSite } from '../hooks/site-context';
import { translate } from '../i18n/translate';
import { MAIN_ID } from '../lib/ids';
import { withBase } from '../lib/url';
import { useLocation } from '../router/router-context';

/** Search input limit (SPEC §5). */
const MAX_QUERY_LENGTH = 64;

/** The search page: a heading and a search box filled from ?q= (results are added by the search feature). */
export function SearchPage() {
  const site = useSite();
  const location = useLocation();
  const [query, setQuery] = useState('');
  // The server never sees the query string: fill the box after hydration.
  useEffect(() => {
    setQuery((new URLSearchParams(location.search).get('q') ?? '').slice(0, MAX_QUERY_LENGTH));
  }, [location.search]);
  const label = translate({ id: 'theme.SearchPage.inputLabel', message: 'Search' });
  return (
    <main id={MAIN_ID} className="docs-container docs-page docs-search-page">
      <header className="docs-page__header">
        <h1>
          {query
            ? translate({ id: 'theme.SearchPage.existsResultsTitle', message: 'Search results for "{query}"' }, { query })
            : translate({ id: 'theme.SearchPage.emptyResultsTitle', message: 'Search the documentation' })}
        </h1>
      </header>
      <form className="docs-search-page__form" action={withBase(site, site.search.searchPagePath || '/search')} method="get" role="search">
        <input
          type="search"
          name="q"
          className="docs-input"
          aria-label={label}
          placeholder={translate({ id: 'theme.SearchPage.inputPlaceholder', message: 'Type your search here' })}
          maxLength={MAX_QUERY_LENGTH}
          value={query}
          onChange={(event) => setQuery(event.target.value.slice(0, MAX_QUERY_LENGTH))}
          autoComplete="off"
        />
      </form>
      <div className="docs-search-page__results" aria-live="polite" />
    </main>
  );
}
