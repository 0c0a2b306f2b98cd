import type { Element, Root, RootContent } from 'hast';
import { raw } from 'hast-util-raw';
import { error, warning, type Diagnostic } from '../diagnostics/diagnostic.js';
import { type ComponentHast, stringAttribute } from './component-node.js';
import { localUrl, markdownFileLink } from './local-url.js';
import type { AssetUrl, ImageDimensions, LinkRef } from './types.js';

/** What finishHast needs and what it collects. */
export interface FinishContext {
  file: string;
  absPath: string;
  /** The site folder, which "@site/..." image and file paths start from. */
  siteDir?: string;
  resolveMarkdownLink?: (link: string, fromFile: string) => string | undefined;
  resolveAsset?: (absTarget: string) => AssetUrl;
  resolveStaticFile?: (urlPath: string) => string | undefined;
  /** What a local image that does not exist is: an error (the default), a warning, or nothing. */
  onMissingImage?: 'throw' | 'warn' | 'ignore';
  imageDimensions?: (absPath: string) => ImageDimensions | undefined;
  links: LinkRef[];
  diagnostics: Diagnostic[];
}

type Parent = Root | Element | ComponentHast;

const RAW_OPTIONS = {
  passThrough: ['mdxJsxFlowElement', 'mdxJsxTextElement', 'mdxFlowExpression', 'mdxTextExpression'],
  // hast-util-from-parse5 only records positions (which links and images report) when given
  // a file; it reads the file's text for nothing but the fragment root, which we discard.
  file: { toString: () => '' },
} as unknown as Parameters<typeof raw>[1];

const MARKDOWN_EXTENSIONS = new Set(['md', 'mdx']);
// Relative links without one of these extensions may be assets (a PDF, a zip) worth copying.
const NOT_ASSETS = new Set(['', 'html', 'htm']);

/**
 * The part of finishing that does not depend on where the file is: parses raw HTML (only
 * within the smallest run of siblings that holds it) and gathers every id an anchor may
 * target. Its result can be shared by every file with the same text.
 */
export function settleHast(tree: Root, hasHtml: boolean, ids: Set<string>): void {
  const visit = (parent: Parent): void => {
    if (hasHtml) parseRawRun(parent);
    for (const child of parent.children) {
      if (child.type === 'element') {
        const id = child.properties.id;
        if (typeof id === 'string' && id) ids.add(id);
        if (child.children.length > 0) visit(child);
      } else if (child.type === 'mdxJsxFlowElement' || child.type === 'mdxJsxTextElement') {
        const id = stringAttribute(child, 'id');
        if (id) ids.add(id);
        if (child.children.length > 0) visit(child);
      }
    }
  };
  visit(tree);
}

/**
 * The part that depends on the file's place: rewrites relative links to markdown files and
 * relative image sources and records every link with its position. Returns a function that
 * puts the original URLs back, so the same tree can be finished again for another file.
 */
export function finishHast(tree: Root, context: FinishContext): () => void {
  const undo: (() => void)[] = [];
  const visit = (parent: Parent): void => {
    for (const child of parent.children) {
      if (child.type === 'element') {
        onElement(child, context, undo);
        if (child.children.length > 0) visit(child);
      } else if (child.type === 'mdxJsxFlowElement' || child.type === 'mdxJsxTextElement') {
        if (child.name === 'a' || child.name === 'img') onJsxElement(child, context, undo);
        if (child.children.length > 0) visit(child);
      }
    }
  };
  visit(tree);
  return () => {
    for (const restore of undo) restore();
  };
}

/** Runs hast-util-raw over the siblings from the first to the last raw node (tags can only pair up among siblings). */
function parseRawRun(parent: Parent): void {
  const children = parent.children as RootContent[];
  let first = -1;
  let last = -1;
  for (let i = 0; i < children.length; i++) {
    if (children[i].type === 'raw') {
      if (first === -1) first = i;
      last = i;
    }
  }
  if (first === -1) return;
  const fragment = raw({ type: 'root', children: children.slice(first, last + 1) }, RAW_OPTIONS) as Root;
  children.splice(first, last - first + 1, ...fragment.children);
}

function onElement(element: Element, context: FinishContext, undo: (() => void)[]): void {
  const props = element.properties;
  if (element.tagName === 'a' && typeof props.href === 'string') {
    // Footnote references and back-references are generated, not written by the author.
    if (props.dataFootnoteRef !== undefined || props.dataFootnoteBackref !== undefined) return;
    const href = props.href;
    onLink(element, href, context);
    if (props.href !== href) undo.push(() => (element.properties.href = href));
  } else if (element.tagName === 'img' && typeof props.src === 'string') {
    const { src, width, height } = props;
    onImage(element, src, context);
    // The same tree is finished for every file with this text, and the file decides these.
    if (props.src !== src) undo.push(() => (element.properties.src = src));
    if (props.width !== width) undo.push(() => (element.properties.width = width));
    if (props.height !== height) undo.push(() => (element.properties.height = height));
  }
}

/**
 * MDX writes HTML as JSX (`<a href="./x.md">`, `<img src="./i.png">`): a string href or src
 * is rewritten and checked like markdown's own; an expression is the author's code.
 */
function onJsxElement(node: ComponentHast, context: FinishContext, undo: (() => void)[]): void {
  const name = node.name === 'a' ? 'href' : 'src';
  const attribute = node.attributes.find((a) => a.type === 'mdxJsxAttribute' && a.name === name);
  if (attribute?.type !== 'mdxJsxAttribute' || typeof attribute.value !== 'string') return;
  // A stand-in element, so links and images of both kinds go through one path; the result is copied back.
  const element: Element = { type: 'element', tagName: node.name!, properties: { [name]: attribute.value }, children: [], position: node.position };
  if (node.name === 'img') for (const side of ['width', 'height']) element.properties[side] = jsxAttributeText(node, side);
  onElement(element, context, []);
  if (node.name === 'img') addIntrinsicSize(node, element, undo);
  const value = element.properties[name];
  if (typeof value !== 'string' || value === attribute.value) return;
  const original = attribute.value;
  attribute.value = value;
  undo.push(() => (attribute.value = original));
}

/** The text of a JSX attribute: a string, or the code of an expression (`{320}` gives "320"); undefined when absent. */
function jsxAttributeText(node: ComponentHast, name: string): string | undefined {
  const attribute = node.attributes.find((a) => a.type === 'mdxJsxAttribute' && a.name === name);
  if (attribute?.type !== 'mdxJsxAttribute' || attribute.value === null || attribute.value === undefined) return undefined;
  return typeof attribute.value === 'string' ? attribute.value : attribute.value.value.trim();
}

/** Writes the width and height the stand-in element gained onto the JSX `<img>`, and records how to take them off again. */
function addIntrinsicSize(node: ComponentHast, element: Element, undo: (() => void)[]): void {
  for (const side of ['width', 'height']) {
    const value = element.properties[side];
    if (typeof value !== 'number' || jsxAttributeText(node, side) !== undefined) continue;
    const attribute = { type: 'mdxJsxAttribute' as const, name: side, value: String(value) };
    node.attributes.push(attribute);
    undo.push(() => {
      const index = node.attributes.indexOf(attribute);
      if (index !== -1) node.attributes.splice(index, 1);
    });
  }
}

function onLink(element: Element, href: string, context: FinishContext): void {
  const start = element.position?.start;
  const where = { file: context.file, line: start?.line, column: start?.column };
  let url = href;
  const local = localUrl(href, context.absPath, context.siteDir);
  const fileLink = markdownFileLink(href);
  if (fileLink && context.resolveMarkdownLink) {
    const route = context.resolveMarkdownLink(fileLink.pathname, context.absPath);
    if (route !== undefined) url = route + fileLink.suffix;
    else {
      context.diagnostics.push(
        warning('markdown/broken-markdown-link', `link to "${href}" does not match any doc, blog post or page`, {
          ...where,
          hint: 'A file path is looked up next to this file ("./x.md", "../x.md"), then from the content folder of its version ("/x.md", "x.md"), then from the site folder; "@site/..." from the site folder. Fix the path, or link to the page\'s URL instead.',
        }),
      );
    }
  } else if (local && !NOT_ASSETS.has(local.extension) && !MARKDOWN_EXTENSIONS.has(local.extension) && context.resolveAsset) {
    // A linked file (PDF, archive...) is copied and served like an image; a miss is left to the link checker.
    const asset = context.resolveAsset(local.absPath);
    if (typeof asset === 'string') url = asset + local.suffix;
    else if (asset) context.diagnostics.push(outsideSite(href, asset.outside, where));
  }
  if (url !== href) element.properties.href = url;
  context.links.push({ url, raw: href, line: start?.line ?? 0, column: start?.column ?? 0 });
}

function onImage(element: Element, src: string, context: FinishContext): void {
  const local = localUrl(src, context.absPath, context.siteDir);
  if (!local) {
    // A site-absolute source may name a file of the static folder; remote ones stay as written.
    if (src.startsWith('/') && !src.startsWith('//') && context.resolveStaticFile) {
      const file = context.resolveStaticFile(src.replace(/[?#].*$/s, ''));
      if (file) setIntrinsicSize(element, file, context);
    }
    return;
  }
  if (!context.resolveAsset) return;
  const asset = context.resolveAsset(local.absPath);
  if (typeof asset === 'string') {
    element.properties.src = asset + local.suffix;
    setIntrinsicSize(element, local.absPath, context);
    return;
  }
  const start = element.position?.start;
  if (asset) {
    context.diagnostics.push(outsideSite(src, asset.outside, { file: context.file, line: start?.line, column: start?.column }));
    return;
  }
  if (context.onMissingImage === 'ignore') return;
  context.diagnostics.push(
    (context.onMissingImage === 'warn' ? warning : error)('markdown/missing-image', `image "${src}" not found`, {
      file: context.file,
      line: start?.line,
      column: start?.column,
      hint: `No file at ${local.absPath}. Fix the path relative to this file, or put the image under static/ and use an absolute path such as /img/name.png.`,
    }),
  );
}

/**
 * Gives a local image its intrinsic width and height, so the browser reserves its box before
 * it loads. A size the author wrote wins; one given alone gets the other from the aspect ratio.
 */
function setIntrinsicSize(element: Element, file: string, context: FinishContext): void {
  const props = element.properties;
  const width = pixels(props.width);
  const height = pixels(props.height);
  if ((props.width !== undefined && width === undefined) || (props.height !== undefined && height === undefined)) return;
  if (width !== undefined && height !== undefined) return;
  const size = context.imageDimensions?.(file);
  if (!size) return;
  if (width !== undefined) props.height = Math.round((width * size.height) / size.width);
  else if (height !== undefined) props.width = Math.round((height * size.width) / size.height);
  else {
    props.width = size.width;
    props.height = size.height;
  }
}

/** A width or height attribute in pixels ("120", 120), or undefined for none or another unit ("50%"). */
function pixels(value: unknown): number | undefined {
  if (typeof value === 'number' && value > 0) return value;
  if (typeof value === 'string' && /^\d+(\.\d+)?(px)?$/.test(value.trim())) return Number.parseFloat(value);
  return undefined;
}

// A relative path (or a link on the way) may reach any file of the build machine; none is published.
function outsideSite(url: string, real: string, where: { file: string; line?: number; column?: number }): Diagnostic {
  return error('files/outside-site', `"${url}" refers to ${real}, outside the site folder; it is not copied`, {
    ...where,
    hint: 'Copy the file into the site folder (next to this file, or under static/) and refer to it there.',
  });
}
