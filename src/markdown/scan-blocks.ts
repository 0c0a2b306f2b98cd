import { warning, type Diagnostic } from '../diagnostics/diagnostic.js';
import { ADMONITION_HINT, admonitionType, admonitionKeywordTitle } from './admonition-types.js';
import { stripInlineMarkdown } from './plain-text.js';

/** An admonition found by the line scan: its fence lines and the admonitions nested in it. */
export interface AdmonitionRange {
  type: string;
  /** Title as plain text (inline markdown such as `code` is reduced to its text). */
  title?: string;
  /** Line of the opening `:::type` (blanked in the scanned text). */
  startLine: number;
  /** Column of the first colon. */
  column: number;
  /** Line of the closing `:::` (blanked), or one past the last line when never closed. */
  endLine: number;
  /** Number of colons of the opening fence; a closing fence needs at least as many. */
  colons: number;
  children: AdmonitionRange[];
}

/** What the line scan returns: the text for micromark and what it took out. */
export interface BlockScan {
  /** The input with admonition fences and top-level import/export lines replaced by empty lines. */
  text: string;
  admonitions: AdmonitionRange[];
  diagnostics: Diagnostic[];
}

const OPENER = /^(:{3,})([A-Za-z][\w-]*)(?:\[(.*)\])?(?:[ \t]+(.*?))?[ \t\r]*$/;
const CLOSER = /^(:{3,})[ \t\r]*$/;
// First-line shapes of MDX ESM, strict enough that prose starting with "import the..." stays prose.
const IMPORT = /^import(?:\s+(?:['"]|[\w$]+\s*(?:,|from\b)|\{|\*\s*as\b|type\s)|\s*$)/;
const EXPORT = /^export\s+(?:(?:const|let|var|function|class|default|async|type|interface)\b|[{*])/;

/**
 * Finds `:::type` admonition fences and top-level `import`/`export` lines outside code
 * fences in one pass over the lines, and blanks those lines so that micromark parses the
 * rest with unchanged line and column numbers. For MDX, ESM is left to the MDX parser and
 * HTML comments that start a line become MDX comments of the same length (MDX 3 rejects
 * `<!-- -->`; Docusaurus sites still carry them).
 */
export function scanBlocks(text: string, file: string, mdx = false): BlockScan {
  const admonitions: AdmonitionRange[] = [];
  const diagnostics: Diagnostic[] = [];
  // Most files have neither construct: skip the line loop entirely.
  if (!text.includes(':::') && (mdx ? !text.includes('<!--') && !text.includes('{#') : !text.includes('import') && !text.includes('export'))) {
    return { text, admonitions, diagnostics };
  }

  const blanks: number[] = []; // pairs of [start, end) offsets to remove
  const comments: number[] = []; // pairs of [start, end) offsets of HTML comments to rewrite
  const escapes: number[] = []; // offsets of `{#id}` braces to escape (MDX would read an expression)
  const stack: AdmonitionRange[] = [];
  let fenceChar = 0;
  let fenceLength = 0;
  let inEsm = false;
  let previousBlank = true;
  let line = 0;

  for (let start = 0; start <= text.length; ) {
    line++;
    let end = text.indexOf('\n', start);
    if (end === -1) end = text.length;
    let first = start;
    while (first < end && (text.charCodeAt(first) === 32 || text.charCodeAt(first) === 9)) first++;
    const code = first < end ? text.charCodeAt(first) : -1;
    const blank = code === -1 || (code === 13 && first === end - 1);

    if (fenceLength > 0) {
      if (code === fenceChar && closesFence(text, first, end, fenceChar, fenceLength)) fenceLength = 0;
    } else if (inEsm) {
      if (blank) inEsm = false;
      else blanks.push(start, end);
    } else if (code === 96 || code === 126) {
      fenceLength = openingFence(text, first, end, code);
      if (fenceLength > 0) fenceChar = code;
    } else if (code === 58 && text.startsWith(':::', first)) {
      const lineText = text.slice(first, end);
      const close = CLOSER.exec(lineText);
      const top = stack[stack.length - 1];
      if (close && top && close[1].length >= top.colons) {
        top.endLine = line;
        stack.pop();
        blanks.push(first, end);
      } else {
        const open = close ? null : OPENER.exec(lineText);
        if (open) {
          const column = first - start + 1;
          const type = admonitionType(open[2]);
          if (!type) {
            // As in Docusaurus, an unknown keyword is no admonition: its lines stay text.
            diagnostics.push(
              warning('markdown/unknown-admonition', `unknown admonition type ":::${open[2]}"; its lines are shown as text`, {
                file,
                line,
                column,
                hint: ADMONITION_HINT,
              }),
            );
          } else {
            const title = stripInlineMarkdown((open[3] ?? open[4] ?? '').trim());
            const range: AdmonitionRange = {
              type,
              startLine: line,
              column,
              endLine: Number.MAX_SAFE_INTEGER,
              colons: open[1].length,
              children: [],
            };
            const shownTitle = title || admonitionKeywordTitle(open[2]);
            if (shownTitle) range.title = shownTitle;
            (top ? top.children : admonitions).push(range);
            stack.push(range);
            blanks.push(first, end);
          }
        }
      }
    } else if (mdx && code === 35) {
      const brace = headingIdBrace(text, first, end);
      if (brace !== -1) escapes.push(brace);
    } else if (mdx && code === 60 && text.startsWith('<!--', first)) {
      const close = text.indexOf('-->', first + 4);
      if (close !== -1) {
        comments.push(first, close + 3);
        // Continue after the line the comment ends on.
        let lineEnd = text.indexOf('\n', close);
        if (lineEnd === -1) lineEnd = text.length;
        for (let i = text.indexOf('\n', first); i !== -1 && i < lineEnd; i = text.indexOf('\n', i + 1)) line++;
        end = lineEnd;
      }
    } else if (!mdx && previousBlank && first === start && stack.length === 0 && (code === 105 || code === 101)) {
      const lineText = text.slice(start, end);
      if (IMPORT.test(lineText) || EXPORT.test(lineText)) {
        inEsm = true;
        blanks.push(start, end);
      }
    }
    previousBlank = blank || inEsm;
    start = end + 1;
  }

  if (comments.length > 0) text = rewriteComments(text, comments);
  if (blanks.length === 0 && escapes.length === 0) return { text, admonitions, diagnostics };
  // Blanked lines lose their text (line numbers stay); escaped braces gain a backslash (later
  // columns of that heading line shift by one, nothing else moves).
  const edits: [at: number, to: number, insert: string][] = escapes.map((at) => [at, at, '\\']);
  for (let i = 0; i < blanks.length; i += 2) {
    // Keep a CR so CRLF files stay consistent.
    edits.push([blanks[i], text.charCodeAt(blanks[i + 1] - 1) === 13 ? blanks[i + 1] - 1 : blanks[i + 1], '']);
  }
  edits.sort((a, b) => a[0] - b[0]);
  let out = '';
  let from = 0;
  for (const [at, to, insert] of edits) {
    out += text.slice(from, at) + insert;
    from = to;
  }
  out += text.slice(from);
  return { text: out, admonitions, diagnostics };
}

/** Offset of the `{` of a trailing `{#custom-id}` on an ATX heading line, or -1. */
function headingIdBrace(text: string, first: number, end: number): number {
  const line = text.slice(first, end);
  const match = /^#{1,6}[ \t].*?(\{#[^{}\s]+\})[ \t\r]*$/.exec(line);
  if (!match || line[match.index + match[0].lastIndexOf(match[1]) - 1] === '\\') return -1;
  return first + match[0].lastIndexOf(match[1]);
}

/** Turns each `<!-- x -->` into `{/* x *\/}` padded to the same length, so positions stay. */
function rewriteComments(text: string, ranges: number[]): string {
  let out = '';
  let from = 0;
  for (let i = 0; i < ranges.length; i += 2) {
    const inner = text.slice(ranges[i] + 4, ranges[i + 1] - 3).replace(/\*\//g, '* ');
    out += text.slice(from, ranges[i]) + '{/* ' + inner + '*/}';
    from = ranges[i + 1];
  }
  return out + text.slice(from);
}

/** Length of a code fence opening at `first` (3+ backticks or tildes), or 0. */
function openingFence(text: string, first: number, end: number, char: number): number {
  let i = first;
  while (i < end && text.charCodeAt(i) === char) i++;
  const length = i - first;
  if (length < 3) return 0;
  // CommonMark: the info string of a backtick fence cannot contain a backtick.
  if (char === 96 && text.slice(i, end).includes('`')) return 0;
  return length;
}

function closesFence(text: string, first: number, end: number, char: number, length: number): boolean {
  let i = first;
  while (i < end && text.charCodeAt(i) === char) i++;
  if (i - first < length) return false;
  for (; i < end; i++) {
    const c = text.charCodeAt(i);
    if (c !== 32 && c !== 9 && c !== 13) return false;
  }
  return true;
}
