import type { BlogPostSummary } from '../../src/shared/types';
import { translate } from '../i18n/translate';
import { BlogPostHeader } from './BlogPostHeader';
import { Content } from './Content';
import { Icon } from './Icon';
import { Link } from './Link';
import { TagList } from './TagList';

/** A post in a list: header, the content before the truncate marker, tags and a "Read more" link. */
export function BlogPostItem({ post }: { post: BlogPostSummary }) {
  return (
    <article className="docs-blog-post docs-blog-post--preview">
      <BlogPostHeader post={post} isPage={false} />
      <div className="docs-markdown">
        <Content nodes={post.content} mdx={post.mdx} />
      </div>
      {post.tags.length > 0 || post.truncated ? (
        <footer className="docs-blog-post__footer">
          <TagList tags={post.tags} />
          {post.truncated ? (
            <Link
              to={post.permalink}
              className="docs-blog-post__read-more"
              aria-label={translate({ id: 'theme.blog.post.readMoreLabel', message: 'Read more about {title}' }, { title: post.title })}
            >
              {translate({ id: 'theme.blog.post.readMore', message: 'Read more' })}
              <Icon name="chevron-right" size={16} />
            </Link>
          ) : null}
        </footer>
      ) : null}
    </article>
  );
}
