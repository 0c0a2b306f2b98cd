import type { Syntax } from 'refractor/core';

/**
 * A small Prism grammar for Prisma schema files (refractor ships none): models, enums,
 * field types, `@` / `@@` attributes, functions, strings and comments.
 */
export const prisma: Syntax = Object.assign(
  (Prism: Parameters<Syntax>[0]) => {
    Prism.languages.prisma = {
      comment: { pattern: /\/\/.*/, greedy: true },
      string: { pattern: /"(?:\\.|[^"\\\r\n])*"/, greedy: true },
      'class-name': {
        pattern: /(\b(?:datasource|enum|generator|model|type|view)\s+)[A-Za-z_]\w*/,
        lookbehind: true,
      },
      keyword: /\b(?:datasource|enum|generator|model|type|view)\b/,
      annotation: { pattern: /@@?[A-Za-z_][\w.]*/, alias: 'function' },
      function: /\b[A-Za-z_]\w*(?=\()/,
      builtin: /\b(?:BigInt|Boolean|Bytes|DateTime|Decimal|Float|Int|Json|String|Unsupported)\b/,
      boolean: /\b(?:false|true)\b/,
      type: { pattern: /\b[A-Z]\w*\b/, alias: 'class-name' },
      property: { pattern: /^(\s*)[A-Za-z_]\w*(?=\s)/m, lookbehind: true },
      number: /\b\d+(?:\.\d+)?\b/,
      operator: /\?|\[\]|=/,
      punctuation: /[{}[\](),.:]/,
    };
  },
  { displayName: 'prisma', aliases: [] as string[] },
);
