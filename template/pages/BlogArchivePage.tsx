import type { BlogArchiveProps } from 'docs-kiln/shared/types';
import { Link } from '../components/Link';
import { PageShell } from '../components/PageShell';
import { plural } from '../i18n/plural';
import { translate } from '../i18n/translate';

/** /blog/archive: every post, by year, newest first. */
export function BlogArchivePage({ data }: { data: BlogArchiveProps }) {
  const total = data.years.reduce((sum, year) => sum + year.posts.length, 0);
  return (
    <PageShell layout="plain" className="docs-container docs-page">
      <header className="docs-page__header">
        <h1>{translate({ id: 'theme.blog.archive.title', message: 'Archive' })}</h1>
        <p className="docs-page__lead">
          {plural(
            total,
            { id: 'theme.blog.archive.description.one', message: 'One post' },
            { id: 'theme.blog.archive.description.other', message: '{count} posts' },
          )}
        </p>
      </header>
      <div className="docs-archive">
        {data.years.map((year) => (
          <section key={year.year} className="docs-archive__year">
            <h2 className="docs-archive__year-title">{year.year}</h2>
            <ul className="docs-archive__list">
              {year.posts.map((post) => (
                <li key={post.permalink} className="docs-archive__item">
                  <time dateTime={post.date} className="docs-archive__date">
                    {post.formattedDate}
                  </time>
                  <Link to={post.permalink} className="docs-archive__link">
                    {post.title}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </PageShell>
  );
}
