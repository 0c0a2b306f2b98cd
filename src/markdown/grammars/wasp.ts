import type { Syntax } from 'refractor/core';

/**
 * A small Prism grammar for `.wasp` files: declarations (`app`, `page`, `route`, `query`…)
 * with their names, `import … from "…"` values, properties, literals, and `{=psl … psl=}`
 * blocks highlighted as Prisma (registered first by highlight-code.ts).
 */
export const wasp: Syntax = Object.assign(
  (Prism: Parameters<Syntax>[0]) => {
    Prism.languages.wasp = {
      comment: [
        { pattern: /\/\*[\s\S]*?\*\//, greedy: true },
        { pattern: /\/\/.*/, greedy: true },
      ],
      psl: {
        pattern: /\{=psl[\s\S]*?psl=\}/,
        greedy: true,
        inside: {
          delimiter: { pattern: /^\{=psl|psl=\}$/, alias: 'punctuation' },
          rest: Prism.languages.prisma,
        },
      },
      string: { pattern: /"(?:\\.|[^"\\\r\n])*"/, greedy: true },
      'class-name': {
        pattern: /(\b(?:action|api|apiNamespace|app|crud|entity|job|page|query|route)\s+)[A-Za-z_]\w*/,
        lookbehind: true,
      },
      keyword: /\b(?:action|api|apiNamespace|app|crud|entity|from|import|job|page|query|route)\b/,
      boolean: /\b(?:false|true)\b/,
      property: /\b[A-Za-z_]\w*(?=\s*:)/,
      number: /\b\d+(?:\.\d+)?\b/,
      punctuation: /[{}[\](),:]/,
    };
  },
  { displayName: 'wasp', aliases: [] as string[] },
);
