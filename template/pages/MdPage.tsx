import type { MdPageProps } from 'docs-kiln/shared/types';
import { Content } from '../components/Content';
import { PageShell } from '../components/PageShell';
import { TocCollapsible } from '../components/TocCollapsible';
import { useRoute } from '../hooks/site-context';
import { filterToc } from '../lib/toc';

/** A markdown page (content/pages/*.md): title and content, with a table of contents when it has sections. */
export function MdPage({ page }: { page: MdPageProps }) {
  const route = useRoute();
  const toc = page.hideTableOfContents ? [] : filterToc(page.toc, 2, 3);
  return (
    <PageShell layout="markdown" toc={toc}>
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
    </PageShell>
  );
}
