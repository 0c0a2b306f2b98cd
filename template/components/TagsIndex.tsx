import type { TagLink } from 'docs-kiln/shared/types';
import { groupByLetter } from '../lib/group';
import { Link } from './Link';

/** All tags, alphabetically under a heading per first letter, each with its count. */
export function TagsIndex({ tags }: { tags: readonly TagLink[] }) {
  const groups = groupByLetter(tags);
  return (
    <div className="docs-tags-index">
      {groups.map(([letter, items]) => (
        <section key={letter} className="docs-tags-index__group">
          <h2 className="docs-tags-index__letter">{letter}</h2>
          <ul className="docs-tags">
            {items.map((tag) => (
              <li key={tag.permalink}>
                <Link to={tag.permalink} className="docs-tag" title={tag.description}>
                  {tag.label}
                  {tag.count !== undefined ? <span className="docs-tag__count">{tag.count}</span> : null}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
