import GithubSlugger from 'github-slugger';
import { toHast } from 'mdast-util-to-hast';
import type { Root as HastRoot } from 'hast';
import { DiagnosticError, error, type Diagnostic } from '../diagnostics/diagnostic.js';
import { checkNesting, checkTreeDepth } from './check-nesting.js';
import { checkInlineNesting } from './check-inline-nesting.js';
import type { ContentElement, TocItem } from '../../shared/types.js';
import { TocBuilder } from './build-toc.js';
import { finishHast, settleHast } from './finish-hast.js';
import { parseFrontMatter } from './front-matter.js';
import { createMdxScope, needsModule, usedPageValues, type MdxScope } from './mdx-scope.js';
import { type MarkdownFormat, parseMdast } from './parse-mdast.js';
import { scanBlocks } from './scan-blocks.js';
import { splitExcerpt, toContent, withPositions } from './to-content.js';
import { createHandlers } from './to-hast-handlers.js';
import { type MdastPass, transformMdast } from './transform-mdast.js';
import type { LinkRef, MarkdownInput, MarkdownResult } from './types.js';
import { unwrapMdxCodeBlocks } from './mdx-code-block.js';
import { hasStep, syncSteps, type StepRequest } from './plugin-steps.js';
import type { Root as MdastRoot } from 'mdast';

/**
 * A file parsed as far as its text alone decides: everything but link and image rewriting.
 * Files with the same text (a doc copied into each version) share one.
 */
export interface PreparedMarkdown {
  /** The file it was prepared from; diagnostics name it and are renamed for other files. */
  file: string;
  frontMatter: Record<string, unknown>;
  hast: HastRoot;
  codeLines: ContentElement[][];
  toc: TocItem[];
  ids: string[];
  title?: string;
  firstParagraph?: string;
  wordCount: number;
  diagnostics: Diagnostic[];
  /** For an MDX file that needs JavaScript (ESM, expressions, components resolved at render). */
  mdx?: MdxScope;
}

/**
 * Renders one markdown/MDX file to ContentNode trees plus its title, TOC, ids, links and
 * text statistics. Throws one DiagnosticError carrying every error of the file (with its
 * warnings); returns warnings in `diagnostics`.
 */
export function renderMarkdown(input: MarkdownInput): MarkdownResult {
  return finishMarkdown(prepareMarkdown(input), input);
}

/** Parses a file up to the point where its place in the site matters (the costly part). */
export function prepareMarkdown(input: PrepareInput): PreparedMarkdown {
  try {
    return prepare(input);
  } catch (cause) {
    if (cause instanceof DiagnosticError) throw cause;
    // The nesting checks should have refused such a file; if a pass still overflows, say where.
    if (cause instanceof RangeError && /call stack/.test(cause.message)) throw new DiagnosticError([stackOverflow(input.file)]);
    // Not the author's mistake: say so, name the file, and keep the chain of causes.
    throw new Error(`internal error in the markdown stage while rendering ${input.file}`, { cause });
  }
}

/** Finishes a prepared file for one place: rewrites its links and images and builds its content. */
export function finishMarkdown(prepared: PreparedMarkdown, input: MarkdownInput): MarkdownResult {
  try {
    return finish(prepared, input);
  } catch (cause) {
    if (cause instanceof DiagnosticError) throw cause;
    if (cause instanceof RangeError && /call stack/.test(cause.message)) throw new DiagnosticError([stackOverflow(input.file)]);
    throw new Error(`internal error in the markdown stage while rendering ${input.file}`, { cause });
  }
}

/** What preparing a file takes: the input without what only finishing it needs. */
export type PrepareInput = Pick<MarkdownInput, 'file' | 'source' | 'tocMinLevel' | 'tocMaxLevel' | 'format' | 'partialHeadings' | 'plugins' | 'mermaid'>;

/** Prepares a file synchronously: at each plugin step, what was recorded ahead, or the plugins run now. */
function prepare(input: PrepareInput): PreparedMarkdown {
  const steps = prepareSteps(input);
  const runStep = input.plugins ? syncSteps(input) : undefined;
  let next = steps.next();
  while (!next.done) next = steps.next(runStep!(next.value));
  return next.value;
}

/**
 * How a file is read, as Docusaurus decides it: `.mdx` is always MDX; front matter
 * `format` (or `mdx.format`) wins; else the site's markdown.format, where `detect` reads
 * `.md` as plain markdown.
 */
export function fileFormat(file: string, frontMatter: Record<string, unknown>, configured: MarkdownInput['format'] = 'mdx'): MarkdownFormat {
  const fromFrontMatter = frontMatter.format ?? (frontMatter.mdx as { format?: unknown } | undefined)?.format;
  if (fromFrontMatter === 'md' || fromFrontMatter === 'mdx') return fromFrontMatter;
  if (file.endsWith('.mdx')) return 'mdx';
  return configured === 'md' || configured === 'detect' ? 'md' : 'mdx';
}

/**
 * Prepares a file, yielding at each point where the site's plugins take the tree (only where
 * it has plugins): the driver sends back the tree they leave. One code path for the
 * synchronous stage and for running the plugins ahead, asynchronously (plugin-record.ts).
 */
export function* prepareSteps(input: PrepareInput): Generator<StepRequest, PreparedMarkdown, unknown> {
  const { file } = input;
  const { data: frontMatter, body, bodyStartLine } = parseFrontMatter(input.source, file);
  // Empty lines in place of the front matter keep every position equal to the file's.
  const padded = bodyStartLine > 1 ? '\n'.repeat(bodyStartLine - 1) + body : body;
  const tooDeep = checkNesting(padded, file) ?? checkInlineNesting(padded, file);
  if (tooDeep) throw new DiagnosticError([tooDeep]);
  const format = fileFormat(file, frontMatter, input.format);
  const scan = scanBlocks(format === 'mdx' ? unwrapMdxCodeBlocks(padded) : padded, file, format === 'mdx');
  const diagnostics: Diagnostic[] = scan.diagnostics;

  // The directive syntax only for a text that may open an admonition (anywhere: in a quote, a list...).
  const parse = (): MdastRoot => {
    const parsed = parseMdast(scan.text, file, format, /:::[A-Za-z]/.test(scan.text), input.plugins?.set.syntax);
    if (!parsed.tree) throw new DiagnosticError([...diagnostics, parsed.diagnostic]);
    const tooDeepTree = checkTreeDepth(parsed.tree, file);
    if (tooDeepTree) throw new DiagnosticError([...diagnostics, tooDeepTree]);
    return parsed.tree;
  };
  const step = (name: StepRequest['step'], tree: () => unknown): StepRequest => ({ step: name, tree, frontMatter, diagnostics });
  // The site's remark plugins see the tree as parsed; this stage's own pass then gives what they add ids and checks.
  const mdast = (hasStep(input.plugins, 'remark') ? yield step('remark', parse) : parse()) as MdastRoot;

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
  if (format === 'mdx') {
    pass.mdx = createMdxScope();
    pass.partialHeadings = input.partialHeadings;
  }
  transformMdast(mdast, pass);

  const codeLines: ContentElement[][] = [];
  let hast = toHast(mdast, {
    allowDangerousHtml: true,
    handlers: createHandlers(codeLines, file, diagnostics, input.mermaid),
    passThrough: MDX_EXPRESSIONS,
  }) as HastRoot;
  if (hasStep(input.plugins, 'beforeRehype')) hast = (yield step('beforeRehype', () => hast)) as HastRoot;
  const ids = new Set<string>(pass.partialIds);
  settleHast(hast, pass.hasHtml, ids);
  if (hasStep(input.plugins, 'rehype')) {
    hast = (yield step('rehype', () => hast)) as HastRoot;
    // The ids the site's rehype plugins add (rehype-slug's) are gathered too.
    settleHast(hast, false, ids);
  }
  if (diagnostics.some((d) => d.severity === 'error')) throw new DiagnosticError(diagnostics);
  const prepared: PreparedMarkdown = { file, frontMatter, hast, codeLines, toc: toc.items, ids: [...ids], wordCount: pass.words, diagnostics };
  if (pass.title !== undefined) prepared.title = pass.title;
  if (pass.firstParagraph !== undefined) prepared.firstParagraph = pass.firstParagraph;
  if (pass.mdx && needsModule(pass.mdx)) {
    prepared.mdx = pass.mdx;
    const used = usedPageValues(pass.mdx);
    if (used.length > 0) {
      // `toc` holds every heading from h2 down, as in Docusaurus; TOCInline picks its levels.
      const all: Record<string, unknown> = { frontMatter, toc: toc.all, contentTitle: pass.title };
      pass.mdx.values = Object.fromEntries(used.map((name) => [name, all[name] ?? null]));
    }
  }
  return prepared;
}

function finish(prepared: PreparedMarkdown, input: MarkdownInput): MarkdownResult {
  const diagnostics = prepared.file === input.file ? [...prepared.diagnostics] : prepared.diagnostics.map((d) => ({ ...d, file: input.file }));
  const links: LinkRef[] = [];
  const restore = finishHast(prepared.hast, {
    file: input.file,
    absPath: input.absPath,
    siteDir: input.siteDir,
    resolveMarkdownLink: input.resolveMarkdownLink,
    resolveAsset: input.resolveAsset,
    resolveStaticFile: input.resolveStaticFile,
    onMissingImage: input.onMissingImage,
    imageDimensions: input.imageDimensions,
    links,
    diagnostics,
  });
  try {
    if (diagnostics.some((d) => d.severity === 'error')) throw new DiagnosticError(diagnostics);
    let { content, excerpt } = splitExcerpt(toContent(prepared.hast, prepared.codeLines));
    if (prepared.mdx) {
      content = withPositions(content, prepared.mdx);
      if (excerpt) excerpt = withPositions(excerpt, prepared.mdx);
    }
    const result: MarkdownResult = {
      frontMatter: prepared.frontMatter,
      content,
      toc: prepared.toc,
      ids: prepared.ids,
      links,
      wordCount: prepared.wordCount,
      diagnostics,
    };
    if (prepared.title !== undefined) result.title = prepared.title;
    if (excerpt) result.excerpt = excerpt;
    if (prepared.firstParagraph !== undefined) result.firstParagraph = prepared.firstParagraph;
    if (prepared.mdx) result.mdx = prepared.mdx;
    return result;
  } finally {
    restore();
  }
}

function stackOverflow(file: string): Diagnostic {
  return error('markdown/too-deep', 'this file nests too deeply to be rendered', {
    file,
    hint: 'Flatten deeply nested quotes, lists, emphasis, links or tags.',
  });
}

const MDX_EXPRESSIONS: Array<'mdxFlowExpression' | 'mdxTextExpression'> = ['mdxFlowExpression', 'mdxTextExpression'];

function tocLevel(written: unknown, fromInput: number | undefined, fallback: number): number {
  // `toc_max_heading_level: "4"` is 4, as the content stage (and Docusaurus) read it.
  const fromFrontMatter = typeof written === 'string' && /^\d+$/.test(written.trim()) ? Number(written) : written;
  if (typeof fromFrontMatter === 'number' && Number.isInteger(fromFrontMatter) && fromFrontMatter >= 1 && fromFrontMatter <= 6) {
    return fromFrontMatter;
  }
  return fromInput ?? fallback;
}
