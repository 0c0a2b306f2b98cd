import type { BlogAuthorsListProps } from 'docs-kiln/shared/types';
import { AuthorCard } from '../components/AuthorCard';
import { PageShell } from '../components/PageShell';
import { translate } from '../i18n/translate';

/** /blog/authors: a card per author with their number of posts. */
export function BlogAuthorsListPage({ data }: { data: BlogAuthorsListProps }) {
  return (
    <PageShell layout="plain" className="docs-container docs-page">
      <header className="docs-page__header">
        <h1>{translate({ id: 'theme.blog.authorsList.pageTitle', message: 'Authors' })}</h1>
      </header>
      <ul className="docs-authors-grid">
        {data.authors.map((author) => (
          <li key={author.key ?? author.name} className="docs-authors-grid__item">
            <AuthorCard author={author} count={author.count} />
          </li>
        ))}
      </ul>
    </PageShell>
  );
}
