import type { MdPageProps } from '../../src/shared/types';
import { Content } from '../components/Content';
import { TableOfContents } from '../components/TableOfContents';
import { TocCollapsible } from '../components/TocCollapsible';
import { useRoute } from '../hooks/site-context';
import { MAIN_ID } from '../lib/ids';
import { filterToc } from '../lib/toc';

/** A markdown page (content/pages/*.md): title and content, with a table of contents when it has sections. */
export function MdPage({ page }: { page: MdPageProps }) {
  const route = useRoute();
  const toc = page.hideTableOfContents ? [] : filterToc(page.toc, 2, 3);
  return (
    <main id={MAIN_ID} className={toc.length > 0 ? 'docs-container docs-md-page' : 'docs-container docs-md-page docs-md-page--no-toc'}>
      <div className="docs-md-page__column">
        <TocCollapsible items={toc} />
        <article data-search-content>
          {page.title ? (
            <header>
              <h1 className="docs-doc__title">{page.title}</h1>
            </header>
          ) : null}
          <div className="docs-markdown">
            <Content key={route.path} nodes={page.content} mdx={page.mdx} />
          </div>
        </article>
      </div>
      {toc.length > 0 ? (
        <div className="docs-doc__toc">
          <TableOfContents items={toc} />
        </div>
      ) : null}
    </main>
  );
}
