import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { ResolvedConfig } from '../config/types.js';
import { contentPaths } from '../content/content-paths.js';
import type { DocSource, VersionContent } from '../content/types.js';
import { leadingTitle } from '../content/quick-title.js';
import { parseFrontMatter } from '../markdown/front-matter.js';
import type { BuiltRoutes } from '../routes/build-routes.js';
import type { RouteEntry } from '../routes/types.js';
import { absoluteUrl, pageUrl } from '../routes/urls.js';
import type { DocPageProps, SidebarItem, VersionInfo } from '../../shared/types.js';

/** The files for language models a site serves at its root: an index of its docs and their full text. */
export const LLMS_FILES = ['llms.txt', 'llms-full.txt'] as const;

/** One doc as the llms files list it. */
interface LlmsDoc {
  title: string;
  url: string;
  description?: string;
  source: DocSource;
}

/** A titled list of docs: a top-level sidebar category, or a sidebar's docs outside any. */
interface LlmsSection {
  title: string;
  docs: LlmsDoc[];
}

/**
 * llms.txt and llms-full.txt, as the llms.txt convention has them, for the latest version of
 * each docs section: llms.txt lists the docs (title, URL, description) under their sidebar's
 * top-level categories and links llms-full.txt, which holds every doc's markdown in sidebar
 * order. Empty when the config's `llmsTxt` is false or the site has no docs. A file of that
 * name in a static folder is the site's own and is left to it: it is copied as written, as
 * Docusaurus (which writes no llms files) copies it.
 */
export function llmsFiles(config: ResolvedConfig, versions: readonly VersionContent[], routes: Pick<BuiltRoutes, 'routes' | 'versions'>): Map<string, string> {
  const files = new Map<string, string>();
  if (!config.llmsTxt) return files;
  const sections = routes.versions
    .filter((v) => v.isLast)
    .flatMap((info) => {
      const version = versions.find((v) => v.pluginId === info.pluginId && v.name === info.name);
      return version ? versionSections(config, info, version, routes.routes) : [];
    })
    .filter((s) => s.docs.length > 0);
  if (sections.length === 0) return files;
  mergeSameTitles(sections);
  const own = siteOwnFiles(config);
  if (!own.has('llms.txt')) files.set('llms.txt', indexText(config, sections));
  if (!own.has('llms-full.txt')) files.set('llms-full.txt', fullText(config, sections));
  return files;
}

/** The llms files the site's static folders hold themselves. */
function siteOwnFiles(config: ResolvedConfig): Set<string> {
  const { staticDirs } = contentPaths(config);
  return new Set(LLMS_FILES.filter((name) => staticDirs.some((dir) => existsSync(path.join(dir, name)))));
}

/** The sections of one version: its sidebars in order, then the listed docs no sidebar names. */
function versionSections(config: ResolvedConfig, info: VersionInfo, version: VersionContent, routes: RouteEntry[]): LlmsSection[] {
  const docRoutes = routes.filter((r) => r.data.kind === 'doc' && isOf(r, info));
  const sources = new Map(version.docs.map((d) => [d.id, d]));
  const byId = new Map<string, LlmsDoc>();
  for (const route of docRoutes) {
    const props = route.data.props as unknown as DocPageProps;
    const source = sources.get(props.id);
    if (!source || source.draft || source.unlisted) continue;
    const url = absoluteUrl(config, pageUrl(source.url, config.trailingSlash));
    byId.set(props.id, { title: route.data.title, url, description: source.description, source });
  }
  const byUrl = new Map([...byId.values()].map((doc) => [doc.source.url, doc]));
  const sidebars = new Map<string, readonly SidebarItem[]>();
  for (const route of docRoutes) {
    const props = route.data.props as unknown as DocPageProps;
    if (props.sidebarName && props.sidebar) sidebars.set(props.sidebarName, props.sidebar);
  }
  const seen = new Set<LlmsDoc>();
  const sections: LlmsSection[] = [];
  const label = info.pluginId === 'default' ? 'Docs' : info.pluginId;
  for (const name of info.sidebars) {
    const top: LlmsSection = { title: label, docs: [] };
    sections.push(top);
    for (const item of sidebars.get(name) ?? []) {
      const target = item.type === 'category' ? { title: item.label, docs: [] } : top;
      if (target !== top) sections.push(target);
      collectDocs(item, byId, byUrl, seen, target.docs);
    }
  }
  const rest = [...byId.values()].filter((doc) => !seen.has(doc));
  sections.push({ title: sections.length > 0 ? `More ${label.toLowerCase()}` : label, docs: rest });
  return sections;
}

/** Joins sections of one title (the top-level docs of several sidebars) into the first of them. */
function mergeSameTitles(sections: LlmsSection[]): void {
  const first = new Map<string, LlmsSection>();
  for (let i = 0; i < sections.length; i++) {
    const earlier = first.get(sections[i]!.title);
    if (!earlier) first.set(sections[i]!.title, sections[i]!);
    else earlier.docs.push(...sections.splice(i--, 1)[0]!.docs);
  }
}

/** The docs a sidebar item leads to, depth first, each once. */
function collectDocs(item: SidebarItem, byId: Map<string, LlmsDoc>, byUrl: Map<string, LlmsDoc>, seen: Set<LlmsDoc>, into: LlmsDoc[]): void {
  const doc = item.type === 'link' ? (item.docId ? byId.get(item.docId) : undefined) : item.href ? byUrl.get(item.href) : undefined;
  if (doc && !seen.has(doc)) {
    seen.add(doc);
    into.push(doc);
  }
  if (item.type === 'category') for (const child of item.items) collectDocs(child, byId, byUrl, seen, into);
}

/** llms.txt: the site's title and tagline, a link to the full text, and the docs by section. */
function indexText(config: ResolvedConfig, sections: LlmsSection[]): string {
  const lines = [...heading(config), `The text of every page listed here, in one markdown file: [llms-full.txt](${absoluteUrl(config, 'llms-full.txt')})`];
  for (const section of sections) {
    lines.push('', `## ${oneLine(section.title)}`, '');
    for (const doc of section.docs) {
      lines.push(`- [${oneLine(doc.title).replace(/[[\]]/g, '\\$&')}](${doc.url})${doc.description ? `: ${oneLine(doc.description)}` : ''}`);
    }
  }
  return `${lines.join('\n')}\n`;
}

/** llms-full.txt: the site's title and tagline, then each doc's markdown (front matter left out) under its title and URL. */
function fullText(config: ResolvedConfig, sections: LlmsSection[]): string {
  const parts = [heading(config).join('\n').trimEnd()];
  for (const doc of sections.flatMap((s) => s.docs)) {
    const text = docText(doc.source);
    let { body } = parseFrontMatter(text, doc.source.file);
    // A doc that opens with its "# Title" loses that line: every doc gets its title, then its URL.
    if (leadingTitle({ source: text }) !== undefined) body = body.replace(/^\s*#[ \t][^\n]*\n?/, '');
    parts.push(`# ${oneLine(doc.title)}\n\nSource: ${doc.url}\n\n${body.trim()}`);
  }
  return `${parts.join('\n\n')}\n`;
}

/**
 * A doc's text as its file holds it: a build lets go of the texts of docs another thread
 * rendered, so the text in memory may be gone by the time the output is written.
 */
function docText(doc: DocSource): string {
  try {
    return readFileSync(doc.absPath, 'utf8');
  } catch {
    return doc.source;
  }
}

/** "# Title", the tagline as a block quote, and a blank line. */
function heading(config: ResolvedConfig): string[] {
  return [`# ${oneLine(config.title)}`, '', ...(config.tagline ? [`> ${oneLine(config.tagline)}`, ''] : [])];
}

function isOf(route: RouteEntry, info: VersionInfo): boolean {
  const props = route.data.props as unknown as DocPageProps;
  return props.pluginId === info.pluginId && props.version === info.name;
}

function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}
