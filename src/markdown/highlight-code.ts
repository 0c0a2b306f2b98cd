import { refractor } from 'refractor/core';
import type { ContentElement, ContentNode } from '../../shared/types.js';
import { loadLanguage } from './code-languages.js';
import { exact } from './exact-node.js';

const LINE = 'code-line';
const HIGHLIGHTED_LINE = 'code-line code-line--highlighted';

/** A Prism token, as Prism's tokenizer returns it. */
interface PrismToken {
  type: string;
  content: string | PrismToken | Array<string | PrismToken>;
  alias?: string | string[];
}

/** The parts of Prism that refractor inherits but does not type. */
const prism = refractor as unknown as {
  languages: Record<string, object>;
  tokenize(code: string, grammar: object): Array<string | PrismToken>;
  hooks: { run(name: string, env: Record<string, unknown>): void };
};

/**
 * Highlights code with refractor's Prism grammars (plain text for a plain or unknown
 * language; the grammar is loaded on first use) and
 * splits it into line spans: `['span', {className: 'code-line'}, ...tokens]`, with
 * `code-line--highlighted` added on the given 1-based lines. Lines carry no "\n": the
 * template puts each line in its own block and adds the line break itself.
 */
export function highlightCode(code: string, language: string, highlight: readonly number[]): ContentElement[] {
  const lines: ContentNode[][] = loadLanguage(language) ? splitLines(tokenize(code, language)) : code.split('\n').map((line) => (line ? [line] : []));
  const marked = new Set(highlight);
  return lines.map((tokens, i) => exact(['span', { className: marked.has(i + 1) ? HIGHLIGHTED_LINE : LINE }], tokens));
}

/** Whether a language (or alias) has a grammar, loading it if need be. */
export function isHighlighted(language: string): boolean {
  return loadLanguage(language);
}

/**
 * Prism.highlight without its output step: refractor turns every token into hast with
 * hastscript (parsing a CSS selector per token), which cost more than the tokenizing itself;
 * we build ContentNode spans straight from the tokens instead. The hooks still run because
 * grammars such as jsx fix their tokens up in `after-tokenize`.
 */
function tokenize(code: string, language: string): Array<string | PrismToken> {
  const env: Record<string, unknown> = { code, grammar: prism.languages[language], language };
  prism.hooks.run('before-tokenize', env);
  env.tokens = prism.tokenize(env.code as string, env.grammar as object);
  prism.hooks.run('after-tokenize', env);
  return env.tokens as Array<string | PrismToken>;
}

/**
 * Splits Prism tokens at line breaks; a token spanning lines (a block comment, a template
 * string) is cut into one span per line, so every line is a self-contained unit.
 */
function splitLines(content: PrismToken['content']): ContentNode[][] {
  const lines: ContentNode[][] = [[]];
  addTokens(content, lines);
  return lines;
}

function addTokens(content: PrismToken['content'], lines: ContentNode[][]): void {
  if (typeof content === 'string') {
    addText(content, lines);
  } else if (Array.isArray(content)) {
    for (const token of content) addTokens(token, lines);
  } else {
    const className = tokenClass(content);
    const inner = splitLines(content.content);
    for (let i = 0; i < inner.length; i++) {
      if (i > 0) lines.push([]);
      if (inner[i].length > 0) lines[lines.length - 1].push(exact(['span', { className }], inner[i]));
    }
  }
}

function addText(value: string, lines: ContentNode[][]): void {
  if (value === '') return;
  if (!value.includes('\n')) {
    lines[lines.length - 1].push(value);
    return;
  }
  const parts = value.split('\n');
  if (parts[0]) lines[lines.length - 1].push(parts[0]);
  for (let i = 1; i < parts.length; i++) lines.push(parts[i] ? [parts[i]] : []);
}

function tokenClass(token: PrismToken): string {
  if (!token.alias) return `token ${token.type}`;
  return `token ${token.type} ${typeof token.alias === 'string' ? token.alias : token.alias.join(' ')}`;
}
