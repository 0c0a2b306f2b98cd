import type { ReactNode } from 'react';
import type { BlogListProps } from 'docs-kiln/shared/types';
import { AuthorCard } from '../components/AuthorCard';
import { BlogPostItem } from '../components/BlogPostItem';
import { Link } from '../components/Link';
import { PageShell } from '../components/PageShell';
import { Pagination } from '../components/Pagination';
import { useRoute, useSite } from '../hooks/site-context';
import { plural } from '../i18n/plural';
import { translate } from '../i18n/translate';

/** The blog list, and the posts of one tag or one author: previews of each post, with the blog sidebar. */
export function BlogListPage({ data }: { data: BlogListProps }) {
  const site = useSite();
  const route = useRoute();
  const blogPath = site.blog?.path ?? '/blog';
  let header: ReactNode;
  if (data.tag) {
    header = (
      <header className="docs-page__header">
        <h1>
          {plural(
            data.posts.length,
            { id: 'theme.blog.tagTitle.one', message: 'One post tagged with "{tagName}"' },
            { id: 'theme.blog.tagTitle.other', message: '{count} posts tagged with "{tagName}"' },
            { tagName: data.tag.label },
          )}
        </h1>
        {data.tag.description ? <p className="docs-page__lead">{data.tag.description}</p> : null}
        <Link to={`${blogPath.replace(/\/+$/, '')}/tags`} className="docs-page__header-link">
          {translate({ id: 'theme.tags.tagsPageLink', message: 'View all tags' })}
        </Link>
      </header>
    );
  } else if (data.author) {
    header = (
      <header className="docs-page__header docs-page__header--author">
        <AuthorCard author={data.author} count={data.author.count} size="large" asTitle />
        <h2 className="docs-page__subtitle">{translate({ id: 'theme.blog.author.postsTitle', message: 'Posts by {name}' }, { name: data.author.name })}</h2>
      </header>
    );
  } else {
    header = (
      <header className="docs-page__header">
        <h1>{route.title || site.blog?.title || translate({ id: 'theme.blog.title', message: 'Blog' })}</h1>
        {route.description ? <p className="docs-page__lead">{route.description}</p> : null}
      </header>
    );
  }
  return (
    <PageShell layout="blog" sidebar={data.sidebar}>
      <div className="docs-blog-list">
        {header}
        {data.posts.map((post) => (
          <BlogPostItem key={post.permalink} post={post} />
        ))}
        {data.pagination ? <ListPages pagination={data.pagination} /> : null}
      </div>
    </PageShell>
  );
}

/** Links to the newer and older pages of the list, as Docusaurus' blog paginator has them. */
function ListPages({ pagination }: { pagination: NonNullable<BlogListProps['pagination']> }) {
  const pageTitle = (n: number) =>
    translate({ id: 'theme.blog.paginator.pageOf', message: 'Page {page} of {total}' }, { page: String(n), total: String(pagination.totalPages) });
  return (
    <Pagination
      label={translate({ id: 'theme.blog.paginator.navAriaLabel', message: 'Blog list page navigation' })}
      previous={pagination.newer ? { title: pageTitle(pagination.page - 1), permalink: pagination.newer } : undefined}
      next={pagination.older ? { title: pageTitle(pagination.page + 1), permalink: pagination.older } : undefined}
      previousCaption={translate({ id: 'theme.blog.paginator.newerEntries', message: 'Newer entries' })}
      nextCaption={translate({ id: 'theme.blog.paginator.olderEntries', message: 'Older entries' })}
    />
  );
}
