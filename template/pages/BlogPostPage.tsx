import type { BlogPostProps } from 'docs-kiln/shared/types';
import { BlogPostHeader } from '../components/BlogPostHeader';
import { Content } from '../components/Content';
import { PageShell } from '../components/PageShell';
import { Pagination } from '../components/Pagination';
import { TagList } from '../components/TagList';
import { TocCollapsible } from '../components/TocCollapsible';
import { UnlistedBanner } from '../components/UnlistedBanner';
import { useRoute } from '../hooks/site-context';
import { translate } from '../i18n/translate';
import { filterToc } from '../lib/toc';

/** One blog post: header with authors, content, tags, newer/older links, the blog sidebar and the table of contents. */
export function BlogPostPage({ data }: { data: BlogPostProps }) {
  const route = useRoute();
  const { post } = data;
  const toc = filterToc(data.toc, 2, 3);
  return (
    <PageShell layout="blog" sidebar={data.sidebar} toc={toc}>
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
    </PageShell>
  );
}
