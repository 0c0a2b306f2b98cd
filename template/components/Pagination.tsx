import type { NavLink } from 'docs-kiln/shared/types';
import { Icon } from './Icon';
import { Link } from './Link';

/** Props of Pagination: the two neighbours and their captions ("Previous"/"Next", "Newer post"/"Older post"). */
export interface PaginationProps {
  label: string;
  previous?: NavLink;
  next?: NavLink;
  previousCaption: string;
  nextCaption: string;
}

/** Two cards linking to the neighbouring pages. */
export function Pagination({ label, previous, next, previousCaption, nextCaption }: PaginationProps) {
  if (!previous && !next) return null;
  return (
    <nav className="docs-pagination" aria-label={label}>
      {previous ? (
        <Link to={previous.permalink} className="docs-pagination__link docs-pagination__link--previous" rel="prev">
          <span className="docs-pagination__caption">
            <Icon name="chevron-left" size={14} />
            {previousCaption}
          </span>
          <span className="docs-pagination__title">{previous.title}</span>
        </Link>
      ) : (
        <span />
      )}
      {next ? (
        <Link to={next.permalink} className="docs-pagination__link docs-pagination__link--next" rel="next">
          <span className="docs-pagination__caption">
            {nextCaption}
            <Icon name="chevron-right" size={14} />
          </span>
          <span className="docs-pagination__title">{next.title}</span>
        </Link>
      ) : null}
    </nav>
  );
}
