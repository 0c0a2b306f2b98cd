import type { Root } from 'mdast';
import { fromMarkdown, type Options } from 'mdast-util-from-markdown';
import { gfmFromMarkdown } from 'mdast-util-gfm';
import { directiveFromMarkdown } from 'mdast-util-directive';
import { mdxFromMarkdown } from 'mdast-util-mdx';
import { mdxJsxFromMarkdown } from 'mdast-util-mdx-jsx';
import { mdxjs } from 'micromark-extension-mdxjs';
import { error, type Diagnostic } from '../diagnostics/diagnostic.js';
import { commentSyntax } from './comment-syntax.js';
import { componentSyntax, noIndentedCode } from './component-syntax.js';
import { containerDirectiveSyntax } from './directive-admonitions.js';
import { expectGfm, forgetGfm } from './gfm-syntax.js';

// Built once: creating the extensions is not free and they hold no per-file state. The GFM
// syntax comes first in each list, chosen for each text (see expectGfm).
const options: Options = {
  extensions: [componentSyntax(), noIndentedCode],
  mdastExtensions: [withoutTransforms(gfmFromMarkdown()), mdxJsxFromMarkdown()],
};

// MDX 3: ESM, `{expressions}` and JSX for every tag (acorn checks the JavaScript), no indented
// code; and HTML comments, as Docusaurus reads them in MDX.
const mdxOptions: Options = {
  extensions: [mdxjs(), commentSyntax],
  mdastExtensions: [withoutTransforms(gfmFromMarkdown()), mdxFromMarkdown()],
};

// `:::type` admonitions are container directives, as in Docusaurus 3. Only files that have one
// get the syntax, which slows the parse of the files that have them (see bench/parse.mjs).
const withDirectives = (base: Options): Options => ({
  extensions: [...base.extensions!, containerDirectiveSyntax()],
  mdastExtensions: [...base.mdastExtensions!, directiveFromMarkdown()],
});
const admonitionOptions = withDirectives(options);
const mdxAdmonitionOptions = withDirectives(mdxOptions);

/** Micromark and mdast extensions that markdown plugins registered. */
export interface PluginSyntax {
  extensions: unknown[];
  mdastExtensions: unknown[];
}

/** How a file's text is read: CommonMark with component tags (`md`) or MDX 3 (`mdx`). */
export type MarkdownFormat = 'md' | 'mdx';

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
 * Parses markdown (GFM plus capitalised JSX component tags, and `:::` admonitions when
 * `admonitions` says the text has some) into mdast; a component tag syntax error becomes a
 * `markdown/invalid-component` diagnostic with its position.
 */
export function parseMdast(text: string, file: string, format: MarkdownFormat = 'md', admonitions = true, syntax?: PluginSyntax): ParseResult {
  try {
    const gfm = expectGfm(text);
    const base = format === 'mdx' ? (admonitions ? mdxAdmonitionOptions : mdxOptions) : admonitions ? admonitionOptions : options;
    // Syntax the site's plugins add (remark-math's `$…$`) comes after the built-in syntax.
    const chosen: Options = {
      extensions: syntax ? [gfm, ...base.extensions!, ...(syntax.extensions as Options['extensions'] & object)] : [gfm, ...base.extensions!],
      mdastExtensions: syntax ? [...base.mdastExtensions!, ...(syntax.mdastExtensions as Options['mdastExtensions'] & object)] : base.mdastExtensions!,
    };
    return { tree: fromMarkdown(text, chosen) };
  } catch (cause) {
    const message = cause as { reason?: string; line?: number; column?: number; place?: unknown; source?: string };
    // Only the MDX extensions throw on input; anything else is our bug and must keep its stack.
    const source = String(message.source);
    if (typeof message.reason !== 'string' || !/^(?:micromark-extension|mdast-util)-mdx/.test(source)) {
      throw cause;
    }
    // Unclosed-tag errors carry no place, only "(3:1-3:7)" in their text.
    const inText = /\((\d+):(\d+)-\d+:\d+\)/.exec(message.reason);
    const point =
      placeStart(message.place) ??
      (typeof message.line === 'number' ? { line: message.line, column: message.column } : undefined) ??
      (inText ? { line: Number(inText[1]), column: Number(inText[2]) } : {});
    return {
      diagnostic: error(format === 'mdx' ? 'mdx/syntax' : 'markdown/invalid-component', message.reason, {
        file,
        line: point.line ?? undefined,
        column: point.column ?? undefined,
        hint:
          format === 'mdx'
            ? MDX_HINT
            : 'Close each component tag (<Tabs>…</Tabs>), quote attribute values, and leave blank lines around markdown inside components; ' +
              'write a literal "<" before a capital letter as "\\<" or inside `backticks`.',
      }),
    };
  } finally {
    forgetGfm();
  }
}

function placeStart(place: unknown): { line?: number; column?: number } | undefined {
  if (!place || typeof place !== 'object') return undefined;
  const p = place as { line?: number; column?: number; start?: { line: number; column: number } };
  return p.start ?? (typeof p.line === 'number' ? p : undefined);
}

const MDX_HINT =
  'This file is read as MDX: "{" starts a JavaScript expression and "<" a JSX tag. Escape a literal one as "\\{" or "\\<" (or put it in `backticks`), ' +
  'close every tag (<br />), write comments as {/* … */}, or read the file as plain markdown with `format: md` in its front matter or markdown.format in site.config.json.';
