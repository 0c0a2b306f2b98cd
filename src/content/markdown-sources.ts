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
