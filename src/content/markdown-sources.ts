import type { ContentGraph } from './types.js';

/** A markdown file of the content: a doc of any version, a blog post or a markdown page. */
export interface MarkdownSource {
  file: string;
  absPath: string;
  source: string;
  frontMatter: Record<string, unknown>;
}

/** Every markdown file of the content, with its text: docs of every version, posts, markdown pages. */
export function markdownSources(content: ContentGraph): MarkdownSource[] {
  const pages = content.pages.filter((p) => p.kind === 'md' && p.source !== undefined);
  return [
    ...content.versions.flatMap((v) => v.docs),
    ...content.posts,
    ...pages.map((p) => ({ file: p.file, absPath: p.absPath, source: p.source!, frontMatter: p.frontMatter ?? {} })),
  ];
}

/**
 * Lets go of the text of every doc whose file is not in `kept`, once the routes are planned
 * (titles, sidebars and links are taken from the texts then) and the docs are shared between
 * threads: each thread renders only its own docs, and holding every text in every thread is
 * the largest part of a large site's live memory, in each thread.
 * Front matter and every field but `source` stay.
 */
export function releaseDocTexts(content: ContentGraph, kept: ReadonlySet<string>): void {
  for (const version of content.versions) {
    for (const doc of version.docs) if (!kept.has(doc.file)) doc.source = '';
  }
}
