import type { Nodes } from 'mdast';

/** The text of an mdast node as a reader sees it (text, inline code and image alt; no markup). */
export function plainText(node: Nodes): string {
  if ('value' in node && (node.type === 'text' || node.type === 'inlineCode')) return node.value;
  if (node.type === 'image') return node.alt ?? '';
  if (!('children' in node)) return '';
  let out = '';
  for (const child of node.children) out += plainText(child as Nodes);
  return out;
}

/**
 * Counts whitespace-separated words without allocating (runs on every text node of every
 * page). `inWord` says the previous text of the same block ended inside a word, so that
 * "**bold**ness" or "`code`." count once.
 */
export function countWords(text: string, inWord = false): number {
  let words = 0;
  let within = inWord;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    const space = c === 32 || c === 10 || c === 9 || c === 13 || c === 160;
    if (!space && !within) words++;
    within = !space;
  }
  return words;
}

/** Whether a text ends inside a word (its last character is not whitespace). */
export function endsInWord(text: string, before: boolean): boolean {
  if (text.length === 0) return before;
  const c = text.charCodeAt(text.length - 1);
  return !(c === 32 || c === 10 || c === 9 || c === 13 || c === 160);
}

/** Collapses runs of whitespace to single spaces and trims, for one-line summaries. */
export function collapseWhitespace(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/**
 * Reduces a one-line markdown title (`Use \`wasp start\``, `**Heads up**`) to its text: the
 * admonition title is a plain string prop, and raw backticks or asterisks would show as-is.
 */
export function stripInlineMarkdown(text: string): string {
  return text
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/(`+)([^`]|[^`][\s\S]*?[^`])\1(?!`)/g, (_, _ticks: string, code: string) => code.trim())
    .replace(/(\*\*|__|\*|_|~~)(?=\S)([\s\S]*?\S)\1/g, '$2')
    .replace(/\\([!-/:-@[-`{-~])/g, '$1');
}
