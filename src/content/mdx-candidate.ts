import { factsOfUnread } from './lazy-source.js';
import { DATA_COMPONENTS } from '../markdown/mdx-scope.js';
import { unwrapMdxCodeBlocks } from '../markdown/mdx-code-block.js';
import { fileFormat } from '../markdown/render-markdown.js';
import type { MarkdownInput } from '../markdown/types.js';
import { PLUGIN_LISTS } from '../markdown/markdown-plugins.js';
import type { ResolvedConfig } from '../config/types.js';

type MarkdownConfig = ResolvedConfig['markdown'];

const ESM_LINE = /^(?:import|export)\s/;
const HEADING_ID = /\{#[^}\s]*\}\s*$/;
const TAG = /<([A-Z][\w$.]*)/g;
const CODE_SPAN = /(`+)(?:(?!\1)[\s\S])*?\1/g;

/**
 * A cheap look at an MDX file's text, before it is parsed: false when it surely needs no
 * JavaScript (no ESM, no `{`, no tag other than the theme's data components outside code
 * fences). True may still turn out to need none once parsed; false is never wrong, since
 * every construct that needs code starts with one of these outside a fence.
 */
export function mayNeedMdxModule(source: string): boolean {
  const text = unwrapMdxCodeBlocks(source);
  if (!text.includes('{') && !text.includes('import') && !text.includes('export') && !/<[A-Z]/.test(text)) return false;
  // Line by line without splitting the text: most lines are prose with nothing to look at,
  // and only a line holding `{`, `<` or an ESM keyword at its start is read closely.
  let fence = '';
  // The next `{` and `<`, searched for again only once a line has passed them, so that the
  // text is searched once for each however many lines it has.
  let brace = text.indexOf('{');
  let angle = text.indexOf('<');
  for (let start = 0; start <= text.length; ) {
    let end = text.indexOf('\n', start);
    if (end < 0) end = text.length;
    let first = start;
    while (first < end && isSpace(text.charCodeAt(first))) first++;
    const marker = fenceMarker(text, first, end);
    if (fence) {
      if (marker && marker[0] === fence[0] && marker.length >= fence.length && text.slice(first + marker.length, end).trim() === '') fence = '';
    } else if (marker) {
      fence = marker;
    } else {
      if (brace !== -1 && brace < start) brace = text.indexOf('{', start);
      if (angle !== -1 && angle < start) angle = text.indexOf('<', start);
      // Only a line holding `{` or `<`, or starting with import/export, can need a module.
      const candidate = (brace !== -1 && brace < end) || (angle !== -1 && angle < end) || text.startsWith('import', start) || text.startsWith('export', start);
      if (candidate && lineNeedsModule(text.slice(start, end), text.slice(first, end))) return true;
    }
    start = end + 1;
  }
  return false;
}

// What trimStart() removes: JavaScript's white space and line terminators.
function isSpace(code: number): boolean {
  return code === 32 || (code >= 9 && code <= 13) || (code > 127 && /\s/.test(String.fromCharCode(code)));
}

// The run of 3 or more backticks or tildes that opens or closes a code fence at `at`, if any.
function fenceMarker(text: string, at: number, end: number): string | undefined {
  const char = text[at];
  if (char !== '`' && char !== '~') return undefined;
  let i = at;
  while (i < end && text[i] === char) i++;
  return i - at >= 3 ? text.slice(at, i) : undefined;
}

// The close look at one line outside code fences (`line` is rawLine without its leading space).
function lineNeedsModule(rawLine: string, line: string): boolean {
  if (ESM_LINE.test(rawLine)) return true;
  // Code spans hold no code to run (a span split over lines only makes a false "yes").
  const withoutCode = line.includes('`') ? line.replace(CODE_SPAN, '') : line;
  const withoutId = withoutCode.startsWith('#') ? withoutCode.replace(HEADING_ID, '') : withoutCode;
  if (withoutId.includes('{')) return true;
  for (const match of withoutId.matchAll(TAG)) if (!DATA_COMPONENTS.has(match[1])) return true;
  return false;
}

/**
 * Whether a markdown file is read as MDX and may need a module (the files the bundle asks
 * about). With markdown plugins every MDX file may: a plugin can add components and imports
 * the text does not have.
 */
export function isMdxCandidate(
  file: { file: string; frontMatter: Record<string, unknown>; source: string },
  configured: MarkdownInput['format'] | MarkdownConfig,
): boolean {
  const format = typeof configured === 'object' ? configured.format : configured;
  if (fileFormat(file.file, file.frontMatter, format) !== 'mdx') return false;
  if (typeof configured === 'object' && PLUGIN_LISTS.some((list) => configured[list].length > 0)) return true;
  // A file whose text is not read yet (docs dev, after a restart) is answered from its facts.
  return factsOfUnread(file)?.mayNeedModule ?? mayNeedMdxModule(file.source);
}
