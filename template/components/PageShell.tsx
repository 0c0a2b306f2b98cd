import type { ReactNode } from 'react';
import type { BlogSidebar as BlogSidebarData, SidebarItem, TocItem } from 'docs-kiln/shared/types';
import { useRoute } from '../hooks/site-context';
import { MAIN_ID } from '../lib/ids';
import { BlogSidebar } from './BlogSidebar';
import { DocSidebar } from './DocSidebar';
import { TableOfContents } from './TableOfContents';

/** Props of PageShell: the layout, and what it places around the page's own content (`children`). */
export type PageShellProps =
  // A docs page: the docs sidebar, the page's column and, inside the main area, its table of contents.
  | { layout: 'docs'; sidebar?: readonly SidebarItem[]; toc?: readonly TocItem[]; children: ReactNode }
  // A blog page: the blog sidebar, the main area and, beside it, the post's table of contents.
  | { layout: 'blog'; sidebar: BlogSidebarData; toc?: readonly TocItem[]; children: ReactNode }
  // A markdown page: one column in a centred main area, its table of contents beside.
  | { layout: 'markdown'; toc: readonly TocItem[]; children: ReactNode }
  // Any other page: the main area alone, with the page's classes.
  | { layout: 'plain'; className: string; children: ReactNode };

/**
 * The frame of every page: its layout around the <main> element the skip link jumps to, with
 * the sidebar and the table of contents where the layout puts them (no column without entries).
 */
export function PageShell(props: PageShellProps) {
  const route = useRoute();
  const { layout, children } = props;
  if (layout === 'plain') {
    return (
      <main id={MAIN_ID} className={props.className}>
        {children}
      </main>
    );
  }
  const toc = props.toc ?? [];
  const tocColumn =
    toc.length > 0 ? (
      <div className={layout === 'blog' ? 'docs-blog-layout__toc' : 'docs-doc__toc'}>
        <TableOfContents items={toc} />
      </div>
    ) : null;
  // The page's own column, with the table of contents beside it (docs and markdown pages).
  const column = (className: string) => (
    <>
      <div className={className}>{children}</div>
      {tocColumn}
    </>
  );
  if (layout === 'markdown') {
    return (
      <main id={MAIN_ID} className={tocColumn ? 'docs-container docs-md-page' : 'docs-container docs-md-page docs-md-page--no-toc'}>
        {column('docs-md-page__column')}
      </main>
    );
  }
  const blog = layout === 'blog';
  const sidebar = blog ? (
    <BlogSidebar sidebar={props.sidebar} path={route.path} />
  ) : props.sidebar?.length ? (
    <DocSidebar items={props.sidebar} path={route.path} />
  ) : null;
  const name = blog ? 'docs-blog-layout' : 'docs-doc-layout';
  const classes = [name];
  if (blog && tocColumn) classes.push('docs-blog-layout--with-toc');
  if (!blog && !sidebar) classes.push('docs-doc-layout--no-sidebar');
  if (!blog && !tocColumn) classes.push('docs-doc-layout--no-toc');
  return (
    <div className={classes.join(' ')}>
      {sidebar ? <aside className={`${name}__sidebar`}>{sidebar}</aside> : null}
      <main id={MAIN_ID} className={`${name}__main`}>
        {blog ? children : <div className="docs-doc">{column('docs-doc__column')}</div>}
      </main>
      {blog ? tocColumn : null}
    </div>
  );
}
