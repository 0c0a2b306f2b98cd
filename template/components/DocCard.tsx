import type { ReactNode } from 'react';
import { plural } from '../i18n/plural';
import { Link } from './Link';

/** A card linking to a doc or category: its title, and a line under it when there is one. */
export function DocCard({ href, title, text }: { href: string; title: ReactNode; text?: ReactNode }) {
  return (
    <article className="docs-card">
      <h2 className="docs-card__title">
        <Link to={href}>{title}</Link>
      </h2>
      {text ? <p className="docs-card__text">{text}</p> : null}
    </article>
  );
}

/** A category card's line: how many items the category holds. */
export function categoryItemCount(count: number): string {
  return plural(
    count,
    { id: 'theme.docs.DocCard.categoryDescription.one', message: '1 item' },
    { id: 'theme.docs.DocCard.categoryDescription.other', message: '{count} items' },
  );
}
