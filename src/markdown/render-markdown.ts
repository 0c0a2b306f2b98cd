import GithubSlugger from 'github-slugger';
import { toHast } from 'mdast-util-to-hast';
import type { Root as HastRoot } from 'hast';
import { DiagnosticError, type Diagnostic } from '../diagnostics/diagnostic.js';
import type { ContentElement } from '../shared/types.js';
import { TocBuilder } from './build-toc.js';
import { finishHast } from './finish-hast.js';
import { parseFrontMatter } from './front-matter.js';
import { parseMdast } from './parse-mdast.js';
import { scanBlocks } from './scan-blocks.js';
import { splitExcerpt, toContent } from './to-content.js';
import { createHandlers } from './to-hast-handlers.js';
import { type MdastPass, transformMdast } from './transform-mdast.js';
import type { LinkRef, MarkdownInput, MarkdownResult } from './types.js';
import { wrapAdmonitions } from './wrap-admonitions.js';

/**
 * Renders one markdown/MDX file to ContentNode trees plus its title, TOC, ids, links and
 * text statistics. Throws one DiagnosticError carrying every error of the file (with its
 * warnings); returns warnings in `diagnostics`.
 */
export function renderMarkdown(input: MarkdownInput): MarkdownResult {
  try {
    return render(input);
  } catch (cause) {
    if (cause instanceof DiagnosticError) throw cause;
    // Not the author's mistake: say so, name the file, and keep the chain of causes.
    throw new Error(`internal error in the markdown stage while rendering ${input.file}`, { cause });
  }
}

function render(input: MarkdownInput): MarkdownResult {
  const { file } = input;
  const { data: frontMatter, body, bodyStartLine } = parseFrontMatter(input.source, file);
  // Empty lines in place of the front matter keep every position equal to the file's.
  const padded = bodyStartLine > 1 ? '\n'.repeat(bodyStartLine - 1) + body : body;
  const scan = scanBlocks(padded, file);
  const diagnostics: Diagnostic[] = scan.diagnostics;

  const parsed = parseMdast(scan.text, file);
  if (!parsed.tree) throw new DiagnosticError([...diagnostics, parsed.diagnostic]);
  const mdast = parsed.tree;
  wrapAdmonitions(mdast, scan.admonitions);

  const toc = new TocBuilder(
    tocLevel(frontMatter.toc_min_heading_level, input.tocMinLevel, 2),
    tocLevel(frontMatter.toc_max_heading_level, input.tocMaxLevel, 3),
  );
  const pass: MdastPass = {
    file,
    text: scan.text,
    toc,
    diagnostics,
    slugger: new GithubSlugger(),
    words: 0,
    inWord: false,
    hasHtml: false,
  };
  transformMdast(mdast, pass);

  const codeLines: ContentElement[][] = [];
  const hast = toHast(mdast, { allowDangerousHtml: true, handlers: createHandlers(codeLines) }) as HastRoot;
  const ids = new Set<string>();
  const links: LinkRef[] = [];
  finishHast(hast, {
    file,
    absPath: input.absPath,
    resolveMarkdownLink: input.resolveMarkdownLink,
    resolveAsset: input.resolveAsset,
    hasHtml: pass.hasHtml,
    ids,
    links,
    diagnostics,
  });

  if (diagnostics.some((d) => d.severity === 'error')) throw new DiagnosticError(diagnostics);

  const { content, excerpt } = splitExcerpt(toContent(hast, codeLines));
  const result: MarkdownResult = {
    frontMatter,
    content,
    toc: toc.items,
    ids: [...ids],
    links,
    wordCount: pass.words,
    diagnostics,
  };
  if (pass.title !== undefined) result.title = pass.title;
  if (excerpt) result.excerpt = excerpt;
  if (pass.firstParagraph !== undefined) result.firstParagraph = pass.firstParagraph;
  return result;
}

function tocLevel(fromFrontMatter: unknown, fromInput: number | undefined, fallback: number): number {
  if (typeof fromFrontMatter === 'number' && Number.isInteger(fromFrontMatter) && fromFrontMatter >= 1 && fromFrontMatter <= 6) {
    return fromFrontMatter;
  }
  return fromInput ?? fallback;
}
