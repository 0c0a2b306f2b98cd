import type { BlogPostSummary } from 'docs-kiln/shared/types';
import { plural } from '../i18n/plural';
import { AuthorCard } from './AuthorCard';
import { Link } from './Link';

/** Reading time as "N min read" (at least one minute). */
export function readingTimeLabel(minutes: number): string {
  const rounded = Math.max(1, Math.ceil(minutes));
  return plural(
    rounded,
    { id: 'theme.blog.post.readingTime.one', message: '{count} min read' },
    { id: 'theme.blog.post.readingTime.other', message: '{count} min read' },
  );
}

/** The header of a blog post: title (a link in lists, the h1 on the post), date, reading time and authors. */
export function BlogPostHeader({ post, isPage }: { post: BlogPostSummary; isPage: boolean }) {
  const TitleTag = isPage ? 'h1' : 'h2';
  return (
    <header className="docs-blog-post__header">
      <TitleTag className="docs-blog-post__title">{isPage ? post.title : <Link to={post.permalink}>{post.title}</Link>}</TitleTag>
      <div className="docs-blog-post__meta">
        <time dateTime={post.date}>{post.formattedDate}</time>
        {post.readingTime > 0 ? (
          <>
            <span aria-hidden="true" className="docs-blog-post__dot">
              ·
            </span>
            <span>{readingTimeLabel(post.readingTime)}</span>
          </>
        ) : null}
      </div>
      {post.authors.length > 0 ? (
        <div className={post.authors.length > 1 ? 'docs-blog-post__authors docs-blog-post__authors--many' : 'docs-blog-post__authors'}>
          {post.authors.map((author) => (
            <AuthorCard key={author.key ?? author.name} author={author} />
          ))}
        </div>
      ) : null}
    </header>
  );
}
