import { useSite } from '../hooks/site-context';
import { translate } from '../i18n/translate';
import { Icon } from './Icon';
import { Link } from './Link';

/** The navbar search entry: for now a button-styled link to the search page (the search modal replaces this file). */
export function SearchBar() {
  const site = useSite();
  const label = translate({ id: 'theme.SearchBar.label', message: 'Search' });
  return (
    <Link to={site.search.searchPagePath || '/search'} className="docs-search-button" aria-label={label}>
      <Icon name="search" size={16} />
      <span className="docs-search-button__placeholder">{label}</span>
    </Link>
  );
}
