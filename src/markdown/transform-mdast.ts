import type GithubSlugger from 'github-slugger';
import { warning } from '../diagnostics/diagnostic.js';
import type { Heading, Html, Nodes, Paragraph, Parent, PhrasingContent, Root, RootContent } from 'mdast';
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import type { TocBuilder } from './build-toc.js';
import { checkComponent } from './check-component.js';
import { takeInnerHtml } from './inner-html.js';
import { admonitionFromDirective } from './directive-admonitions.js';
import { takeCustomHeadingId } from './custom-heading-id.js';
import { addExpressionComponents } from './expression-components.js';
import { addEsm, expressionMarker, isCommentOnly, literalProgram, type MdxScope } from './mdx-scope.js';
import { collapseWhitespace, countWords, endsInWord, plainText } from './plain-text.js';

/** Per-file state of the mdast pass: inputs, and what it found. */
export interface MdastPass {
  file: string;
  /** The text micromark parsed (offsets of nodes point into it). */
  text: string;
  toc: TocBuilder;
  diagnostics: Diagnostic[];
  slugger: GithubSlugger;
  title?: string;
  words: number;
  /** Whether the last text seen ended inside a word (texts of one block continue each other). */
  inWord: boolean;
  firstParagraph?: string;
  /** Whether raw HTML (other than comments) remains, so the hast pass must run parse5. */
  hasHtml: boolean;
  /** Heading ids given so far, with the line of their heading. */
  headingIds?: Map<string, number>;
  /** Set for MDX files: the ESM, expressions and run-time components found. */
  mdx?: MdxScope;
  /** The headings of an imported markdown file (a partial), so its use adds them to this TOC. */
  partialHeadings?: (source: string) => PartialHeadings | undefined;
  /** Anchor ids that partials used by this file add to its page. */
  partialIds?: string[];
}

/** The headings and anchor ids a partial brings to the page that renders it. */
export interface PartialHeadings {
  headings: { level: number; value: string; id: string }[];
  ids: string[];
}

type Replacement = RootContent | RootContent[] | null;

const ONLY_COMMENTS = /^\s*(?:<!--[\s\S]*?-->\s*)+$/;
const TRUNCATE_COMMENT = /^\s*<!--\s*truncate\s*-->\s*$/;
const TRUNCATE_EXPRESSION = /^\s*\/\*\s*truncate\s*\*\/\s*$/;
const MDX_COMMENT = /^\{\s*\/\*([\s\S]*?)\*\/\s*\}$/;

/**
 * The single pass over the mdast: takes a leading `# Title`, gives headings ids (custom
 * `{#id}` or GitHub-style slugs) and TOC entries, checks component tags and parses their
 * literal attributes, drops comments and marks `<!--truncate-->`, unwraps paragraphs that
 * only hold component tags (as MDX does), and counts words and the first paragraph.
 */
export function transformMdast(root: Root, pass: MdastPass): void {
  // ESM and comments may come before the title.
  const at = root.children.findIndex((node) => node.type !== 'mdxjsEsm' && !isComment(node));
  const first = root.children[at];
  if (first?.type === 'heading' && first.depth === 1) {
    // The title's slug is taken, as Docusaurus gives every heading an id: a later "## Title" is "title-1".
    if (takeCustomHeadingId(first) === undefined) pass.slugger.slug(plainText(first));
    pass.title = collapseWhitespace(plainText(first));
    root.children.splice(at, 1);
  }
  visitChildren(root, pass, true);
}

function visitChildren(parent: Parent, pass: MdastPass, topLevel: boolean): void {
  const kids = parent.children as RootContent[];
  let out: RootContent[] | undefined;
  for (let i = 0; i < kids.length; i++) {
    const node = kids[i];
    const result = visit(node, pass, topLevel);
    if (result === node && !out) continue;
    // Copy lazily: most parents keep all their children.
    out ??= kids.slice(0, i);
    if (Array.isArray(result)) out.push(...result);
    else if (result) out.push(result);
  }
  if (out) parent.children = out;
}

function visit(node: RootContent, pass: MdastPass, topLevel: boolean): Replacement {
  switch (node.type) {
    case 'text':
    case 'inlineCode':
      pass.words += countWords(node.value, pass.inWord);
      pass.inWord = endsInWord(node.value, pass.inWord);
      return node;
    case 'code':
      pass.words += countWords(node.value);
      pass.inWord = false;
      return node;
    case 'heading':
      pass.inWord = false;
      visitHeading(node, pass);
      return node;
    case 'tableCell':
      pass.inWord = false;
      visitChildren(node, pass, false);
      return node;
    case 'html':
      return visitHtml(node, pass, topLevel);
    case 'paragraph':
      pass.inWord = false;
      return visitParagraph(node, pass, topLevel);
    case 'mdxjsEsm':
      if (pass.mdx) addEsm(pass.mdx, node);
      return null;
    case 'mdxFlowExpression':
    case 'mdxTextExpression':
      return visitExpression(node, pass, topLevel);
    case 'containerDirective': {
      const result = admonitionFromDirective(node, pass);
      if (!Array.isArray(result)) {
        visitChildren(result, pass, false);
        return result;
      }
      // An unknown type's lines and content stand where it was, at its level.
      return result.flatMap((kid) => visit(kid, pass, topLevel) ?? []);
    }
    case 'mdxJsxFlowElement':
    case 'mdxJsxTextElement':
      return visitComponent(node, pass, topLevel);
    default:
      if ('children' in node) visitChildren(node, pass, false);
      return node;
  }
}

/** Raw HTML: kept (and noted, so the hast pass parses it) unless it is only comments; a top-level <!--truncate--> marks the excerpt's end. */
function visitHtml(node: Html, pass: MdastPass, topLevel: boolean): Replacement {
  if (!isComment(node)) {
    pass.hasHtml = true;
    return node;
  }
  return topLevel && isTruncateMarker(node) ? { type: 'truncate' } : null;
}

/** An MDX `{expression}`: comments vanish (or mark the excerpt's end); others go to the file's scope and leave a marker. */
function visitExpression(node: Extract<RootContent, { type: 'mdxFlowExpression' | 'mdxTextExpression' }>, pass: MdastPass, topLevel: boolean): Replacement {
  const program = node.data?.estree ?? undefined;
  if (isCommentOnly(program, node.value)) {
    // `{/* truncate */}` is the MDX spelling of <!--truncate-->; other comments vanish.
    return topLevel && isTruncateMarker(node) ? { type: 'truncate' } : null;
  }
  if (!pass.mdx) return node;
  const start = node.position?.start;
  const index = pass.mdx.expressions.push({ code: node.value, line: start?.line ?? 1, column: (start?.column ?? 0) + 1 }) - 1;
  addExpressionComponents(program, node.value, (pass.mdx.expressionComponents ??= []));
  node.data = { ...node.data, estree: literalProgram(expressionMarker(index)) };
  return node;
}

/** A JSX element: checked (and replaced when it must be), a partial's headings added, its children visited. */
function visitComponent(node: MdxJsxFlowElement | MdxJsxTextElement, pass: MdastPass, topLevel: boolean): Replacement {
  if (takeInnerHtml(node)) pass.hasHtml = true;
  const replacement = checkComponent(node, pass);
  if (replacement !== node) return visit(replacement, pass, topLevel);
  if (node.type === 'mdxJsxFlowElement') addPartialHeadings(node.name, pass);
  visitChildren(node, pass, false);
  return node;
}

/** `<Partial />` of an imported .md/.mdx file: its headings join this page's TOC where it is used, as in Docusaurus 3. */
function addPartialHeadings(name: string | null, pass: MdastPass): void {
  if (!name || !pass.mdx || !pass.partialHeadings) return;
  const spec = pass.mdx.imports.find((i) => i.local === name && i.imported === 'default' && /\.mdx?$/.test(i.source));
  if (!spec) return;
  const partial = pass.partialHeadings(spec.source);
  if (!partial) return;
  for (const heading of partial.headings) pass.toc.add(heading.level, heading.value, heading.id);
  (pass.partialIds ??= []).push(...partial.ids);
}

function visitHeading(node: Heading, pass: MdastPass): void {
  const custom = takeCustomHeadingId(node);
  visitChildren(node, pass, false);
  const raw = plainText(node);
  const text = collapseWhitespace(raw);
  const seen = (pass.headingIds ??= new Map());
  const line = node.position?.start.line;
  // Slugged from the text as written, as Docusaurus does: "`Auth` Entity <Internal />" ends
  // in a space, so its id is "auth-entity-", and links copied from a Docusaurus site keep working.
  let id = custom ?? pass.slugger.slug(raw);
  // The slugger keeps its own ids apart, but not from {#custom} ones: a generated id that a
  // custom one took gets the next free suffix, so each heading stays reachable.
  while (custom === undefined && seen.has(id)) id = pass.slugger.slug(raw);
  const first = seen.get(id);
  if (first !== undefined) {
    // Docusaurus builds such a page (both headings get the id); links to it reach the first.
    pass.diagnostics.push(
      warning('markdown/duplicate-heading-id', `the heading id "${id}" is already used by the heading on line ${first}; links to it reach that one`, {
        file: pass.file,
        line,
        column: node.position?.start.column,
        hint: 'Give one of the two headings another {#custom-id}, so that links to each reach it.',
      }),
    );
  } else seen.set(id, line ?? 0);
  node.data = { ...node.data, id };
  pass.toc.add(node.depth, text, id);
}

function visitParagraph(node: Paragraph, pass: MdastPass, topLevel: boolean): Replacement {
  const kids = node.children;
  // `{/* … */}` is an MDX comment; `{/* truncate */}` is the MDX spelling of <!--truncate-->.
  if (kids.length === 1 && kids[0].type === 'text' && kids[0].value.startsWith('{')) {
    const comment = MDX_COMMENT.exec(kids[0].value.trim());
    if (comment) return topLevel && comment[1].trim() === 'truncate' ? { type: 'truncate' } : null;
  }
  if (kids.some(isComponent) && kids.every((kid) => isComponent(kid) || (kid.type === 'text' && kid.value.trim() === ''))) {
    // A paragraph holding only component tags (`<TabItem value="a">Text</TabItem>` on one line)
    // is not a paragraph: unwrap it so no <p> surrounds the component, as MDX does.
    const flow: RootContent[] = [];
    for (const kid of kids) {
      if (kid.type !== 'mdxJsxTextElement') continue;
      const element = { ...kid, type: 'mdxJsxFlowElement' } as unknown as MdxJsxFlowElement;
      const result = visit(element, pass, topLevel);
      if (Array.isArray(result)) flow.push(...result);
      else if (result) flow.push(result);
    }
    return flow;
  }
  // A truncate marker inside a paragraph of its own level cuts the excerpt there, as Docusaurus
  // cuts the text at the first marker.
  if (topLevel && kids.some((kid) => isComment(kid) && isTruncateMarker(kid))) {
    node.children = kids.map((kid) => (isComment(kid) && isTruncateMarker(kid) ? ({ type: 'truncate' } as unknown as PhrasingContent) : kid));
  }
  visitChildren(node, pass, false);
  if (topLevel && pass.firstParagraph === undefined) {
    const text = collapseWhitespace(plainText(node as Nodes));
    if (text) pass.firstParagraph = text;
  }
  return node;
}

/** Whether a node is only a comment: `<!-- … -->` (html) or `{/* … *\/}` (an MDX expression). */
function isComment(node: RootContent | PhrasingContent): boolean {
  if (node.type === 'html') return node.value.includes('<!--') && ONLY_COMMENTS.test(node.value);
  if (node.type === 'mdxFlowExpression' || node.type === 'mdxTextExpression') return isCommentOnly(node.data?.estree ?? undefined, node.value);
  return false;
}

/** Whether a comment node is the truncate marker, `<!-- truncate -->` or `{/* truncate *\/}`. */
function isTruncateMarker(node: RootContent | PhrasingContent): boolean {
  if (node.type === 'html') return TRUNCATE_COMMENT.test(node.value);
  return (node.type === 'mdxFlowExpression' || node.type === 'mdxTextExpression') && TRUNCATE_EXPRESSION.test(node.value);
}

function isComponent(node: RootContent): node is MdxJsxTextElement {
  return node.type === 'mdxJsxTextElement';
}
