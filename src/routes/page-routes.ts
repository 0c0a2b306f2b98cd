import type { PageSource } from '../content/types.js';
import type { MdPageProps, ReactPageProps } from '../../shared/types.js';
import { compileMarkdown, type MarkdownContext } from './compile-markdown.js';
import { leadingTitle } from '../content/quick-title.js';
import type { RouteEntry } from './types.js';

/** Builds the routes of content/pages: markdown pages and React pages (the home page is one). */
export function buildPageRoutes(ctx: MarkdownContext, pages: PageSource[]): RouteEntry[] {
  const routes: RouteEntry[] = [];
  for (const page of pages) {
    const isHome = page.permalink === ctx.config.baseUrl.replace(/(.)\/$/, '$1');
    if (page.kind === 'md') {
      const fm = page.frontMatter ?? {};
      const title = typeof fm.title === 'string' ? fm.title : (leadingTitle(page as { source: string }) ?? page.key);
      const props: MdPageProps = { title, content: [], toc: [], hideTableOfContents: fm.hide_table_of_contents === true };
      routes.push({
        data: {
          kind: 'mdPage',
          path: page.permalink,
          ...(page.url !== page.permalink ? { url: page.url } : {}),
          title,
          description: typeof fm.description === 'string' ? fm.description : undefined,
          props,
        },
        file: page.file,
        links: [],
        ids: [],
        sitemap: fm.unlisted !== true,
        search: { tag: 'default', lvl0: title },
        load() {
          const result = compileMarkdown(ctx, page.file, page.absPath, page.source!);
          if (!result) return;
          props.content = result.content;
          if (result.module) props.mdx = result.module;
          props.toc = result.toc;
          this.data.description ??= result.firstParagraph;
          this.links = result.links;
          this.ids = result.ids;
        },
      });
    } else {
      const props: ReactPageProps = { module: page.key };
      routes.push({
        data: isHome ? { kind: 'home', path: page.permalink, title: '', props } : { kind: 'reactPage', path: page.permalink, title: '', props },
        file: page.file,
        links: [],
        ids: [],
        sitemap: true,
        search: { tag: 'default' },
      });
    }
  }
  return routes;
}
