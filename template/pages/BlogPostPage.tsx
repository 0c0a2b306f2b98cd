import type { BlogPostProps } from '../../src/shared/types';
import { BlogPostHeader } from '../components/BlogPostHeader';
import { BlogSidebar } from '../components/BlogSidebar';
import { Content } from '../components/Content';
import { Pagination } from '../components/Pagination';
import { TableOfContents } from '../components/TableOfContents';
import { TagList } from '../components/TagList';
import { TocCollapsible } from '../components/TocCollapsible';
import { UnlistedBanner } from '../components/UnlistedBanner';
import { useRoute } from '../hooks/site-context';
import { translate } from '../i18n/translate';
import { MAIN_ID } from '../lib/ids';
import { filterToc } from '../lib/toc';

/** One blog post: header with authors, content, tags, newer/older links, the blog sidebar and the table of contents. */
export function BlogPostPage({ data }: { data: BlogPostProps }) {
  const route = useRoute();
  const { post } = data;
  const toc = filterToc(data.toc, 2, 3);
  return (
    <div className={toc.length > 0 ? 'docs-blog-layout docs-blog-layout--with-toc' : 'docs-blog-layout'}>
      <aside className="docs-blog-layout__sidebar">
        <BlogSidebar sidebar={data.sidebar} path={route.path} />
      </aside>
      <main id={MAIN_ID} className="docs-blog-layout__main">
        <UnlistedBanner unlisted={post.unlisted} />
        <TocCollapsible items={toc} />
        <article className="docs-blog-post docs-blog-post--page" data-search-content>
          <BlogPostHeader post={post} isPage />
          <div className="docs-markdown">
            <Content key={route.path} nodes={post.content} mdx={post.mdx} />
          </div>
          {post.tags.length > 0 ? (
            <footer className="docs-blog-post__footer">
              <TagList tags={post.tags} />
            </footer>
          ) : null}
        </article>
        <Pagination
          label={translate({ id: 'theme.blog.post.paginator.navAriaLabel', message: 'Blog post page navigation' })}
          previous={data.previous}
          next={data.next}
          previousCaption={translate({ id: 'theme.blog.post.paginator.newerPost', message: 'Newer post' })}
          nextCaption={translate({ id: 'theme.blog.post.paginator.olderPost', message: 'Older post' })}
        />
      </main>
      {toc.length > 0 ? (
        <div className="docs-blog-layout__toc">
          <TableOfContents items={toc} />
        </div>
      ) : null}
    </div>
  );
}
