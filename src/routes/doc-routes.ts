import type { MarkdownResult } from '../markdown/types.js';
import { resolveSidebars } from '../content/resolve-sidebars.js';
import type { DocSource, VersionContent } from '../content/types.js';
import type { DocPageProps, DocTagProps, TagLink, TagsListProps, VersionInfo } from '../shared/types.js';
import { compileMarkdown, type MarkdownContext } from './compile-markdown.js';
import { tagSlug } from './tags.js';
import type { RouteEntry } from './types.js';

/** A doc with its rendered markdown. */
interface CompiledDoc {
  doc: DocSource;
  result: MarkdownResult;
  title: string;
}

/** Builds the doc, docs-tags-list and docs-tag routes of every version, and the version metadata. */
export function buildDocRoutes(ctx: MarkdownContext, versions: VersionContent[]): { routes: RouteEntry[]; infos: VersionInfo[] } {
  const { config } = ctx;
  const compiled = new Map<VersionContent, CompiledDoc[]>();
  for (const version of versions) {
    const list: CompiledDoc[] = [];
    for (const doc of version.docs) {
      const fm = doc.frontMatter;
      const result = compileMarkdown(ctx, doc.file, doc.absPath, doc.source, {
        min: typeof fm.toc_min_heading_level === 'number' ? fm.toc_min_heading_level : config.docs.tocMinHeadingLevel,
        max: typeof fm.toc_max_heading_level === 'number' ? fm.toc_max_heading_level : config.docs.tocMaxHeadingLevel,
      });
      if (!result) continue;
      list.push({ doc, result, title: doc.title ?? result.title ?? doc.id.split('/').pop()! });
    }
    compiled.set(version, list);
  }

  const infos: VersionInfo[] = [];
  const routes: RouteEntry[] = [];
  const latest = versions.find((v) => v.isLast) ?? versions[0];
  const docPathIn = new Map(versions.map((v) => [v.name, new Map(v.docs.map((d) => [d.id, d.permalink]))]));

  for (const version of versions) {
    const docs = compiled.get(version)!;
    const titles = new Map(docs.map((d) => [d.doc.id, d.title]));
    const { sidebars, placements } = resolveSidebars(version, config.siteDir, titles, config.docs.sidebarCollapsed, ctx.diagnostics);
    const firstSidebarDoc = Object.values(sidebars)
      .flat()
      .map(function first(item): string | undefined {
        if (item.type === 'link') return item.docId;
        if (item.href) return version.docs.find((d) => d.permalink === item.href)?.id;
        for (const child of item.items) {
          const id = first(child);
          if (id) return id;
        }
        return undefined;
      })
      .find(Boolean);
    const mainDocId = version.docs.find((d) => d.permalink === version.path)?.id ?? firstSidebarDoc ?? version.docs[0]?.id ?? '';
    version.mainDocId = mainDocId;
    const info: VersionInfo = {
      name: version.name,
      label: version.label,
      path: version.path,
      isLast: version.isLast,
      mainDocId,
      banner: version.banner,
      noIndex: version.noIndex,
      draftIds: version.draftIds,
      sidebars: Object.keys(sidebars),
      docs: version.docs.map((d) => ({ id: d.id, path: d.permalink })),
    };
    infos.push(info);
    const docTag = version.name === 'current' ? 'docs-default-current' : `docs-default-${version.name}`;
    const tagsBase = `${version.path}/tags`;
    const tagDocs = new Map<string, { tag: TagLink; docs: DocTagProps['docs'] }>();

    for (const { doc, result, title } of docs) {
      const placement = placements.get(doc.id);
      const sidebarName = doc.displayedSidebar === null ? undefined : doc.displayedSidebar ?? placement?.sidebarName;
      const tags: TagLink[] = doc.tags.map((label) => ({ label, permalink: `${tagsBase}/${tagSlug(label)}` }));
      if (!doc.unlisted) {
        for (const tag of tags) {
          const entry = tagDocs.get(tag.permalink) ?? { tag, docs: [] };
          entry.docs.push({ id: doc.id, title, permalink: doc.permalink, description: doc.description ?? result.firstParagraph });
          tagDocs.set(tag.permalink, entry);
        }
      }
      const versionLinks: Record<string, string> = {};
      for (const v of versions) {
        const p = docPathIn.get(v.name)!.get(doc.id);
        if (p) versionLinks[v.name] = p;
      }
      const props: DocPageProps = {
        id: doc.id,
        version: version.name,
        title,
        content: result.content,
        toc: result.toc,
        hideTableOfContents: doc.hideTableOfContents,
        tocMinLevel: num(doc.frontMatter.toc_min_heading_level) ?? config.docs.tocMinHeadingLevel,
        tocMaxLevel: num(doc.frontMatter.toc_max_heading_level) ?? config.docs.tocMaxHeadingLevel,
        sidebar: sidebarName ? sidebars[sidebarName] : undefined,
        sidebarName,
        breadcrumbs: placement?.breadcrumbs ?? [],
        previous: sidebarName ? placement?.previous : undefined,
        next: sidebarName ? placement?.next : undefined,
        tags,
        unlisted: doc.unlisted,
        draft: doc.draft,
        versionLinks,
        latestLink: version === latest ? undefined : (docPathIn.get(latest!.name)!.get(doc.id) ?? latest!.path),
      };
      if (config.docs.editUrl) props.editUrl = `${config.docs.editUrl.replace(/\/$/, '')}/${doc.file}`;
      routes.push({
        data: {
          kind: 'doc',
          path: doc.permalink,
          title,
          description: doc.description ?? result.firstParagraph,
          noIndex: version.noIndex || doc.unlisted || undefined,
          props: props as unknown as Record<string, unknown>,
        },
        file: doc.file,
        links: result.links,
        ids: result.ids,
        sitemap: !version.noIndex && !doc.unlisted && !doc.draft,
        search: { version: version.name, tag: docTag, lvl0: placement?.breadcrumbs[0]?.label ?? 'Documentation' },
      });
    }

    if (tagDocs.size > 0) {
      const tags = [...tagDocs.values()]
        .map(({ tag, docs: list }) => ({ ...tag, count: list.length }))
        .sort((a, b) => a.label.localeCompare(b.label));
      const listProps: TagsListProps = { tags, version: version.name };
      routes.push(listRoute(tagsBase, 'Tags', 'docTagsList', listProps, version, 'doc_tags_list'));
      for (const { tag, docs: list } of tagDocs.values()) {
        const props: DocTagProps = { tag: { ...tag, count: list.length }, version: version.name, docs: list.sort((a, b) => a.title.localeCompare(b.title)) };
        routes.push(listRoute(tag.permalink, `${list.length} doc${list.length === 1 ? '' : 's'} tagged with "${tag.label}"`, 'docTag', props, version, 'doc_tag_doc_list'));
      }
    }
  }
  return { routes, infos };
}

function listRoute(
  path: string,
  title: string,
  kind: 'docTagsList' | 'docTag',
  props: object,
  version: VersionContent,
  tag: string,
): RouteEntry {
  return {
    data: { kind, path, title, noIndex: version.noIndex || undefined, props: props as Record<string, unknown> },
    links: [],
    ids: [],
    sitemap: !version.noIndex,
    search: { version: version.name, tag },
  };
}

const num = (v: unknown) => (typeof v === 'number' ? v : undefined);
