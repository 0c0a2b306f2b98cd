import type { Root } from 'mdast';
import { fromMarkdown, type Options } from 'mdast-util-from-markdown';
import { gfmFromMarkdown } from 'mdast-util-gfm';
import { mdxJsxFromMarkdown } from 'mdast-util-mdx-jsx';
import { gfm } from 'micromark-extension-gfm';
import { error, type Diagnostic } from '../diagnostics/diagnostic.js';
import { componentSyntax, noIndentedCode } from './component-syntax.js';

// Built once: creating the extensions is not free and they hold no per-file state.
const options: Options = {
  extensions: [gfm(), componentSyntax(), noIndentedCode],
  mdastExtensions: [withoutTransforms(gfmFromMarkdown()), mdxJsxFromMarkdown()],
};

/**
 * Drops the mdast transform of GFM literal autolinks, a find-and-replace over every text
 * node that costs ~6% of a page: micromark's tokenizer already makes the same links (over
 * all of content/ the trees are identical), the transform only adds rare cases such as the
 * `www.b.com` inside `a.www.b.com`.
 */
function withoutTransforms(extensions: ReturnType<typeof gfmFromMarkdown>): ReturnType<typeof gfmFromMarkdown> {
  return extensions.map((extension) => ({ ...extension, transforms: [] }));
}

/** The outcome of parsing: a tree, or the diagnostic of the syntax error that stopped the parser. */
export type ParseResult = { tree: Root; diagnostic?: undefined } | { tree?: undefined; diagnostic: Diagnostic };

/**
 * Parses markdown (GFM plus capitalised JSX component tags) into mdast; a component tag
 * syntax error becomes a `markdown/invalid-component` diagnostic with its position.
 */
export function parseMdast(text: string, file: string): ParseResult {
  try {
    return { tree: fromMarkdown(text, options) };
  } catch (cause) {
    const message = cause as { reason?: string; line?: number; column?: number; place?: unknown; source?: string };
    // Only the JSX extensions (and the expression tokenizer of their attributes) throw on input;
    // anything else is our bug and must keep its stack.
    const source = String(message.source);
    if (typeof message.reason !== 'string' || !/^(mdast-util-mdx-jsx|micromark-extension-mdx-(jsx|expression))$/.test(source)) {
      throw cause;
    }
    // Unclosed-tag errors carry no place, only "(3:1-3:7)" in their text.
    const inText = /\((\d+):(\d+)-\d+:\d+\)/.exec(message.reason);
    const point = placeStart(message.place) ??
      (typeof message.line === 'number' ? { line: message.line, column: message.column } : undefined) ??
      (inText ? { line: Number(inText[1]), column: Number(inText[2]) } : {});
    return {
      diagnostic: error('markdown/invalid-component', message.reason, {
        file,
        line: point.line ?? undefined,
        column: point.column ?? undefined,
        hint:
          'Close each component tag (<Tabs>…</Tabs>), quote attribute values, and leave blank lines around markdown inside components; ' +
          'write a literal "<" before a capital letter as "\\<" or inside `backticks`.',
      }),
    };
  }
}

function placeStart(place: unknown): { line?: number; column?: number } | undefined {
  if (!place || typeof place !== 'object') return undefined;
  const p = place as { line?: number; column?: number; start?: { line: number; column: number } };
  return p.start ?? (typeof p.line === 'number' ? p : undefined);
}
