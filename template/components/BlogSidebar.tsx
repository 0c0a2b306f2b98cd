import type { BlogSidebar as BlogSidebarData } from 'docs-kiln/shared/types';
import { translate } from '../i18n/translate';
import { groupBy, yearOf } from '../lib/group';
import { isActivePath } from '../lib/url';
import { Link } from './Link';

/** The blog sidebar ("All our posts"): every post, newest first, under a heading per year. */
export function BlogSidebar({ sidebar, path, className }: { sidebar: BlogSidebarData; path: string; className?: string }) {
  if (sidebar.items.length === 0) return null;
  const years = groupBy(sidebar.items, (item) => yearOf(item.date));
  return (
    <nav
      className={className ? `docs-blog-sidebar ${className}` : 'docs-blog-sidebar'}
      aria-label={translate({ id: 'theme.blog.sidebar.navAriaLabel', message: 'Blog recent posts navigation' })}
    >
      <div className="docs-blog-sidebar__title">{sidebar.title}</div>
      {years.map(([year, items]) => (
        <section key={year} className="docs-blog-sidebar__year">
          <h3 className="docs-blog-sidebar__year-title">{year}</h3>
          <ul className="docs-blog-sidebar__list">
            {items.map((item) => {
              const active = isActivePath(path, item.permalink);
              return (
                <li key={item.permalink}>
                  <Link
                    to={item.permalink}
                    className={active ? 'docs-blog-sidebar__link docs-blog-sidebar__link--active' : 'docs-blog-sidebar__link'}
                    aria-current={active ? 'page' : undefined}
                  >
                    {item.title}
                  </Link>
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </nav>
  );
}
