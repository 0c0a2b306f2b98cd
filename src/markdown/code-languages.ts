import { createRequire } from 'node:module';
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
import { prisma } from './grammars/prisma.js';
import { wasp } from './grammars/wasp.js';
import { REFRACTOR_GRAMMARS } from './grammars/refractor-grammars.js';

// The commonest languages of docs are compiled into the CLI; every other grammar refractor
// ships is loaded from its own module the first time a page uses it.
for (const syntax of [markup, css, javascript, jsx, typescript, tsx, json, bash, yaml, diff, sql, docker, toml, properties, prisma, wasp]) {
  refractor.register(syntax);
}

/** Names a fence may use for a grammar besides refractor's own aliases (by grammar). */
const EXTRA_ALIASES: Record<string, readonly string[]> = {
  bash: ['console', 'zsh', 'terminal'],
  // .env files are KEY=value lines with # comments: exactly the properties grammar.
  properties: ['env', 'dotenv'],
  javascript: ['mjs', 'cjs'],
  typescript: ['mts', 'cts'],
  json: ['jsonc'],
  go: ['golang'],
  markup: ['vue', 'svelte'],
  // No grammar knows MDX; its text is markdown with JSX in it.
  markdown: ['mdx'],
  prisma: [],
  wasp: [],
};

/** Fence languages that mean "no colours", as Prism and Docusaurus read them. */
const PLAIN = new Set(['text', 'txt', 'plain', 'plaintext', 'none']);

/** Every name or alias a fence may use → the grammar (refractor module name) it loads. */
const GRAMMAR_OF = new Map<string, string>();
for (const [grammar, aliases] of [...Object.entries(REFRACTOR_GRAMMARS), ...Object.entries(EXTRA_ALIASES)]) {
  GRAMMAR_OF.set(grammar, grammar);
  for (const alias of aliases) GRAMMAR_OF.set(alias, grammar);
}

const requireGrammar = createRequire(import.meta.url);

/**
 * Whether a fence language is a plain-text name (`text`, `txt`, `none`...) or empty: such
 * blocks are shown without colours, and are not a mistake.
 */
export function isPlainLanguage(language: string): boolean {
  return language === '' || PLAIN.has(language);
}

/**
 * Makes the grammar for a fence language (a name or an alias) ready to tokenize, loading its
 * module (and the grammars it builds on) on first use. Returns whether it has a grammar.
 */
export function loadLanguage(language: string): boolean {
  if (isPlainLanguage(language)) return false;
  if (isRegistered(language)) return true;
  const grammar = GRAMMAR_OF.get(language);
  if (!grammar) return false;
  if (!isRegistered(grammar)) {
    // A grammar module registers the grammars it extends itself (`Prism.register(c)` in cpp).
    const syntax = (requireGrammar(`refractor/${grammar}`) as { default: Parameters<typeof refractor.register>[0] }).default;
    refractor.register(syntax);
  }
  if (!isRegistered(language)) refractor.alias(grammar, language);
  return isRegistered(language);
}

/** Every language name and alias a fence may use, for suggestions. */
export function knownLanguages(): string[] {
  return [...GRAMMAR_OF.keys(), ...PLAIN];
}

function isRegistered(language: string): boolean {
  // Prism keeps helpers (`extend`, `insertBefore`) among its languages: only objects are grammars.
  return refractor.registered(language) && typeof (refractor.languages as Record<string, unknown>)[language] === 'object';
}
