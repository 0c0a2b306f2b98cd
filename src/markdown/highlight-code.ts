import type { Element, ElementContent } from 'hast';
import { refractor } from 'refractor/core';
import bash from 'refractor/bash';
import css from 'refractor/css';
import diff from 'refractor/diff';
import docker from 'refractor/docker';
import javascript from 'refractor/javascript';
import json from 'refractor/json';
import jsx from 'refractor/jsx';
import markup from 'refractor/markup';
import properties from 'refractor/properties';
import sql from 'refractor/sql';
import toml from 'refractor/toml';
import tsx from 'refractor/tsx';
import typescript from 'refractor/typescript';
import yaml from 'refractor/yaml';
import type { ContentElement, ContentNode } from '../shared/types.js';
import { prisma } from './grammars/prisma.js';
import { wasp } from './grammars/wasp.js';

// Only the languages docs use, so startup stays cheap (refractor's "common" set loads ~40).
for (const syntax of [markup, css, javascript, jsx, typescript, tsx, json, bash, yaml, diff, sql, docker, toml, properties, prisma, wasp]) {
  refractor.register(syntax);
}
refractor.alias({
  bash: ['console', 'zsh', 'terminal'],
  // .env files are KEY=value lines with # comments: exactly the properties grammar.
  properties: ['env', 'dotenv', 'ini'],
  javascript: ['mjs', 'cjs'],
  typescript: ['mts', 'cts'],
  json: ['jsonc', 'json5'],
  markup: ['vue', 'svelte'],
});

const LINE = 'code-line';
const HIGHLIGHTED_LINE = 'code-line code-line--highlighted';

/**
 * Highlights code with refractor (plain text for an unknown language) and splits it into
 * line spans: `['span', {className: 'code-line'}, ...tokens]`, with `code-line--highlighted`
 * added on the given 1-based lines. Every line but the last ends with a "\n" token so the
 * text of the `<pre>` is the code itself (copying and reading without CSS both work).
 */
export function highlightCode(code: string, language: string, highlight: readonly number[]): ContentElement[] {
  const tokens: ContentNode[][] = refractor.registered(language)
    ? splitLines(refractor.highlight(code, language).children as ElementContent[])
    : code.split('\n').map((line) => (line ? [line] : []));
  const marked = new Set(highlight);
  const last = tokens.length - 1;
  return tokens.map((line, i) => {
    const span: ContentElement = ['span', { className: marked.has(i + 1) ? HIGHLIGHTED_LINE : LINE }, ...line];
    if (i < last) span.push('\n');
    return span;
  });
}

/** Whether a language (or alias) has a grammar. */
export function isHighlighted(language: string): boolean {
  return refractor.registered(language);
}

/**
 * Splits refractor's token tree at line breaks; a token spanning lines (a block comment, a
 * template string) is cut into one span per line, so every line is a self-contained unit.
 */
function splitLines(nodes: ElementContent[]): ContentNode[][] {
  const lines: ContentNode[][] = [[]];
  for (const node of nodes) {
    if (node.type === 'text') {
      const value = node.value;
      if (!value.includes('\n')) {
        if (value) lines[lines.length - 1].push(value);
        continue;
      }
      const parts = value.split('\n');
      if (parts[0]) lines[lines.length - 1].push(parts[0]);
      for (let i = 1; i < parts.length; i++) lines.push(parts[i] ? [parts[i]] : []);
    } else if (node.type === 'element') {
      const className = tokenClass(node);
      const inner = splitLines(node.children);
      for (let i = 0; i < inner.length; i++) {
        if (i > 0) lines.push([]);
        if (inner[i].length > 0) lines[lines.length - 1].push(['span', { className }, ...inner[i]]);
      }
    }
  }
  return lines;
}

function tokenClass(node: Element): string {
  const className = node.properties.className;
  return Array.isArray(className) ? className.join(' ') : String(className ?? '');
}
