import type { DocsInstanceConfig } from '../config/types.js';
import type { DocPlacement } from '../content/resolve-sidebars.js';
import type { DocSource, VersionContent } from '../content/types.js';
import type { LastUpdate } from '../content/git-last-update.js';
import type { DocPageProps, SidebarItem, TagLink } from '../../shared/types.js';
import { compileMarkdown, type MarkdownContext } from './compile-markdown.js';
import type { PaginationLink } from './doc-pagination.js';
import { tagPermalink, tagSlug } from './tags.js';
import type { RouteEntry } from './types.js';
import { frontMatterDate } from '../content/calendar-date.js';

/** What every doc route of one docs version is planned with. */
export interface VersionDocsContext {
  ctx: MarkdownContext;
  instance: DocsInstanceConfig;
  version: VersionContent;
  /** Every version of the instance, in order (a doc links to itself in each). */
  versions: VersionContent[];
  /** The instance's latest version. */
  latest: VersionContent | undefined;
  /** The URL of each doc id, by version name. */
  docPathIn: Map<string, Map<string, string>>;
  sidebars: Record<string, SidebarItem[]>;
  /** Where each doc sits in its sidebar, by doc id. */
  placements: Map<string, DocPlacement>;
  /** Each doc's title, by doc id. */
  titles: Map<string, string>;
  /** The version's tags page; each tag's page is under it. */
  tagsBase: string;
  /** The search facet of the version's pages, as Docusaurus writes it: docs-<instance id>-<version>. */
  docTag: string;
  /** The last commit of each file, when the instance shows last updates from git. */
  gitUpdates: Map<string, LastUpdate> | undefined;
  pagination: PaginationLink;
}

/** A doc's route, with its props, planned from front matter; its `load` renders the markdown. */
export function docRoute(v: VersionDocsContext, doc: DocSource): { route: RouteEntry; props: DocPageProps } {
  const { version } = v;
  const props = docPageProps(v, doc);
  const fm = doc.frontMatter;
  const tocLevels = { min: props.tocMinLevel, max: props.tocMaxLevel };
  const route: RouteEntry = {
    data: {
      kind: 'doc',
      path: doc.permalink,
      ...(doc.url !== doc.permalink ? { url: doc.url } : {}),
      title: props.title,
      description: doc.description,
      ...(Array.isArray(fm.keywords) ? { keywords: fm.keywords as string[] } : {}),
      ...(typeof fm.image === 'string' ? { image: fm.image } : {}),
      noIndex: version.noIndex || doc.unlisted || undefined,
      props,
    },
    file: doc.file,
    links: [],
    ids: [],
    sitemap: !version.noIndex && !doc.unlisted && !doc.draft,
    search: { version: version.name, tag: v.docTag, lvl0: v.placements.get(doc.id)?.breadcrumbs[0]?.label ?? 'Documentation' },
    load: () => {
      const result = compileMarkdown(v.ctx, doc.file, doc.absPath, doc.source, tocLevels);
      if (!result) return;
      props.content = result.content;
      if (result.module) props.mdx = result.module;
      props.toc = result.toc;
      // hide_title hides the title from front matter only; a # heading of the doc still shows, as in Docusaurus.
      if (fm.hide_title === true && result.title === undefined) props.hideTitle = true;
      route.data.description ??= result.firstParagraph;
      route.links = result.links;
      route.ids = result.ids;
    },
  };
  return { route, props };
}

/** A doc page's props from its front matter, sidebar placement and the instance's options; content and toc come with `load`. */
function docPageProps(v: VersionDocsContext, doc: DocSource): DocPageProps {
  const { instance, version } = v;
  const placement = v.placements.get(doc.id);
  const fm = doc.frontMatter;
  const sidebarName = doc.displayedSidebar === null ? undefined : (doc.displayedSidebar ?? placement?.sidebarName);
  const tags: TagLink[] = doc.tags.map((label) => ({ label, permalink: tagPermalink(v.tagsBase, tagSlug(label)) }));
  const props: DocPageProps = {
    pluginId: instance.id,
    id: doc.id,
    version: version.name,
    title: v.titles.get(doc.id)!,
    content: [],
    toc: [],
    hideTableOfContents: doc.hideTableOfContents,
    tocMinLevel: num(fm.toc_min_heading_level) ?? instance.tocMinHeadingLevel,
    tocMaxLevel: num(fm.toc_max_heading_level) ?? instance.tocMaxHeadingLevel,
    sidebar: sidebarName ? v.sidebars[sidebarName] : undefined,
    sidebarName,
    breadcrumbs: placement?.breadcrumbs ?? [],
    previous: v.pagination(doc, 'pagination_prev', sidebarName ? placement?.previous : undefined),
    next: v.pagination(doc, 'pagination_next', sidebarName ? placement?.next : undefined),
    tags,
    unlisted: doc.unlisted,
    draft: doc.draft,
    versionLinks: versionLinks(v, doc.id),
    latestLink: version === v.latest ? undefined : v.docPathIn.get(v.latest!.name)!.get(doc.id),
  };
  // custom_edit_url replaces the link from docs.editUrl; null removes it.
  if (typeof fm.custom_edit_url === 'string') props.editUrl = fm.custom_edit_url;
  else if (instance.editUrl && fm.custom_edit_url !== null) props.editUrl = `${instance.editUrl.replace(/\/$/, '')}/${doc.file}`;
  if (instance.showLastUpdateTime || instance.showLastUpdateAuthor) {
    const lastUpdate = docLastUpdate(fm.last_update, v.gitUpdates?.get(doc.absPath), instance);
    if (lastUpdate) props.lastUpdate = lastUpdate;
  }
  return props;
}

/** The doc's URL in each version of the instance that has it, by version name. */
function versionLinks(v: VersionDocsContext, docId: string): Record<string, string> {
  const links: Record<string, string> = {};
  for (const other of v.versions) {
    const p = v.docPathIn.get(other.name)!.get(docId);
    if (p) links[other.name] = p;
  }
  return links;
}

const num = (v: unknown) => (typeof v === 'number' ? v : undefined);

/** The last update shown on a doc: front matter `last_update` first, then the file's last commit. */
function docLastUpdate(
  fm: unknown,
  git: LastUpdate | undefined,
  options: { showLastUpdateTime: boolean; showLastUpdateAuthor: boolean },
): { date?: string; author?: string } | undefined {
  const own = fm && typeof fm === 'object' ? (fm as { date?: unknown; author?: unknown }) : {};
  const date =
    own.date instanceof Date ? own.date : typeof own.date === 'string' ? frontMatterDate(own.date) : git ? new Date(git.timestamp * 1000) : undefined;
  const author = typeof own.author === 'string' ? own.author : git?.author;
  const out: { date?: string; author?: string } = {};
  if (options.showLastUpdateTime && date && !Number.isNaN(date.getTime())) out.date = date.toISOString();
  if (options.showLastUpdateAuthor && author) out.author = author;
  return out.date || out.author ? out : undefined;
}
