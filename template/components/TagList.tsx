import type { TagLink } from 'docs-kiln/shared/types';
import { translate } from '../i18n/translate';
import { Link } from './Link';

/** The tags of a doc or post, as a labelled row of chips. */
export function TagList({ tags, showLabel = true }: { tags: readonly TagLink[]; showLabel?: boolean }) {
  if (tags.length === 0) return null;
  return (
    <div className="docs-tag-list">
      {showLabel ? <b className="docs-tag-list__label">{translate({ id: 'theme.tags.tagsListLabel', message: 'Tags:' })}</b> : null}
      <ul className="docs-tags">
        {tags.map((tag) => (
          <li key={tag.permalink}>
            <Link to={tag.permalink} className="docs-tag" title={tag.description}>
              {tag.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
