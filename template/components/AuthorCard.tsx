import type { Author } from 'docs-kiln/shared/types';
import { withBase } from 'docs-kiln/shared/url';
import { useSite } from '../hooks/site-context';
import { plural } from '../i18n/plural';
import { Link } from './Link';

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join('');
}

/** Props of AuthorCard. */
export interface AuthorCardProps {
  author: Author;
  /** Number of posts, shown on author lists and pages. */
  count?: number;
  size?: 'small' | 'large';
  /** Renders the name as the page's h1 (the author's own page). */
  asTitle?: boolean;
}

/** An author: avatar (or initials), name linking to the author's page or website, and title. */
export function AuthorCard({ author, count, size = 'small', asTitle = false }: AuthorCardProps) {
  const site = useSite();
  const link = author.page ?? author.url ?? (author.email ? `mailto:${author.email}` : undefined);
  const NameTag = asTitle ? 'h1' : 'span';
  return (
    <div className={`docs-author docs-author--${size}`}>
      {author.imageURL ? (
        // The name is right beside the image, so the image itself is decorative.
        <img
          className="docs-author__avatar"
          src={withBase({ baseUrl: site.baseUrl }, author.imageURL)}
          alt=""
          width={size === 'large' ? 96 : 44}
          height={size === 'large' ? 96 : 44}
          loading="lazy"
        />
      ) : (
        <span className="docs-author__avatar docs-author__avatar--initials" aria-hidden="true">
          {initials(author.name)}
        </span>
      )}
      <div className="docs-author__text">
        <NameTag className="docs-author__name">{link && !asTitle ? <Link href={link}>{author.name}</Link> : author.name}</NameTag>
        {author.title ? <span className="docs-author__title">{author.title}</span> : null}
        {count !== undefined ? (
          <span className="docs-author__count">
            {plural(
              count,
              { id: 'theme.blog.author.pageTitle.one', message: '{count} post' },
              { id: 'theme.blog.author.pageTitle.other', message: '{count} posts' },
            )}
          </span>
        ) : null}
        {asTitle && author.url ? (
          <Link href={author.url} className="docs-author__website">
            {author.url.replace(/^https?:\/\//, '')}
          </Link>
        ) : null}
      </div>
    </div>
  );
}
