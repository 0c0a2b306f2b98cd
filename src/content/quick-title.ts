import { factsOfUnread } from './lazy-source.js';

/**
 * The title a markdown file's leading "# Heading" gives, read without parsing the file, so
 * sidebars can be built before (or without) rendering every doc. Inline marks are dropped
 * the way the renderer's plain text drops them.
 */
export function quickTitle(source: string): string | undefined {
  let body = source;
  if (body.startsWith('---')) {
    const end = body.indexOf('\n---', 3);
    if (end >= 0) body = body.slice(body.indexOf('\n', end + 1) + 1);
  }
  for (const line of body.split('\n', 40)) {
    const trimmed = line.trim();
    if (trimmed === '' || /^(import|export)\s/.test(trimmed)) continue;
    const match = /^#\s+(.+?)\s*#*\s*$/.exec(trimmed);
    if (!match) return undefined;
    return match[1]!
      .replace(/\s*\{#[^}]*\}\s*$/, '')
      .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/[`*_~]/g, '')
      .trim();
  }
  return undefined;
}

/** The title a markdown file's leading heading gives; from its facts when its text is not read yet. */
export function leadingTitle(file: { source: string }): string | undefined {
  const facts = factsOfUnread(file);
  return facts ? (facts.title ?? undefined) : quickTitle(file.source);
}
