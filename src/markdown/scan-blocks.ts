import { warning, type Diagnostic } from '../diagnostics/diagnostic.js';
import { ADMONITION_HINT, admonitionType } from './admonition-types.js';

/** What the line scan returns: the text for micromark and the warnings of its `:::` lines. */
export interface BlockScan {
  /**
   * The input with top-level import/export lines replaced by empty lines, `:::type Title`
   * written as the directive label `:::type[Title]` and unknown `:::name` lines escaped.
   */
  text: string;
  diagnostics: Diagnostic[];
}

// Docusaurus' older admonition title form: `:::type Title` (fence, name, spaces, title).
const LEGACY_TITLE = /^(:{3,})([A-Za-z][\w-]*)([ \t]+)(\S.*?)[ \t\r]*$/;
// A container directive's opening fence: `:::type[label]{attributes}` (fence, name).
const OPENER = /^(:{3,})([A-Za-z][\w-]*)(?:\[.*\])?(?:\{.*\})?[ \t\r]*$/;
const CLOSER = /^(:{3,})[ \t\r]*$/;
// First-line shapes of MDX ESM, strict enough that prose starting with "import the..." stays prose.
const IMPORT = /^import(?:\s+(?:['"]|[\w$]+\s*(?:,|from\b)|\{|\*\s*as\b|type\s)|\s*$)/;
const EXPORT = /^export\s+(?:(?:const|let|var|function|class|default|async|type|interface)\b|[{*])/;

type Edit = [at: number, to: number, insert: string];

/**
 * Prepares a file's text for micromark in one pass over the lines outside code fences:
 * writes `:::type Title` as `:::type[Title]` (as Docusaurus does before its directive
 * parser, which reads only the bracket form), sizes admonition fences so that they close
 * where the author closed them (see ContainerFences), and, for plain markdown, blanks
 * top-level `import`/`export` lines; line numbers stay. For MDX, ESM is left to the MDX
 * parser, and `{#id}` of a heading is escaped so that MDX does not read it as an expression.
 */
export function scanBlocks(text: string, file: string, mdx = false): BlockScan {
  // Most files have neither construct: skip the line loop entirely.
  if (!text.includes(':::') && (mdx ? !text.includes('<!--') && !text.includes('{#') : !text.includes('import') && !text.includes('export'))) {
    return { text, diagnostics: [] };
  }
  const edits: Edit[] = [];
  const fences = new ContainerFences(text, edits, file, mdx);
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
      else if (code === 58) fences.codeLine(text.slice(first, end));
    } else if (inEsm) {
      if (blank) inEsm = false;
      else edits.push(blankLine(text, start, end));
    } else if (code === 96 || code === 126) {
      fenceLength = openingFence(text, first, end, code);
      if (fenceLength > 0) fenceChar = code;
    } else if (code === 58 && text.startsWith(':::', first)) {
      fences.fenceLine(first, end, line, first - start + 1);
    } else if (mdx && code === 35) {
      const brace = headingIdBrace(text, first, end);
      if (brace !== -1) edits.push([brace, brace, '\\']);
    } else if (mdx && code === 60 && text.startsWith('<!--', first)) {
      // The lines of a comment are no admonition fences nor headings: skip to the line it ends on.
      const close = text.indexOf('-->', first + 4);
      if (close !== -1) {
        let lineEnd = text.indexOf('\n', close);
        if (lineEnd === -1) lineEnd = text.length;
        for (let i = text.indexOf('\n', first); i !== -1 && i < lineEnd; i = text.indexOf('\n', i + 1)) line++;
        end = lineEnd;
      }
    } else if (!mdx && previousBlank && first === start && fences.depth === 0 && (code === 105 || code === 101)) {
      // An `import` line inside an admonition is text, not ESM.
      const lineText = text.slice(start, end);
      if (IMPORT.test(lineText) || EXPORT.test(lineText)) {
        inEsm = true;
        edits.push(blankLine(text, start, end));
      }
    }
    previousBlank = blank || inEsm;
    start = end + 1;
  }

  fences.finish();
  return { text: edits.length === 0 ? text : applyEdits(text, edits), diagnostics: fences.diagnostics };
}

/** An open `:::` container: where its colons are, how many the author wrote and how many it needs. */
interface OpenContainer {
  at: number;
  colons: number;
  needs: number;
}

/**
 * Prepares `:::` fence lines for micromark-extension-directive. Names that are no admonition
 * type get their first colon escaped, so their lines stay text (as in Docusaurus, which shows
 * an unknown `:::name Title` as text) with a warning. Fences are sized so that each `:::`
 * closes the innermost open admonition, as authors read them: the extension closes the
 * outermost container whose fence is no longer than a `:::` line, even one inside a fenced
 * code block (remark-directive issue 25), so a container that holds such a line gets more
 * colons than it.
 */
class ContainerFences {
  private readonly stack: OpenContainer[] = [];
  readonly diagnostics: Diagnostic[] = [];

  constructor(
    private readonly text: string,
    private readonly edits: Edit[],
    private readonly file: string,
    private readonly mdx: boolean,
  ) {}

  /** How many containers are open. */
  get depth(): number {
    return this.stack.length;
  }

  /** A line outside code that starts with `:::`: an opening fence (maybe with an old-style title) or a closing one. */
  fenceLine(first: number, end: number, line: number, column: number): void {
    const lineText = this.text.slice(first, end);
    const close = CLOSER.exec(lineText);
    const top = this.stack[this.stack.length - 1];
    if (close && top && close[1].length >= top.colons) {
      this.stack.pop();
      this.resize(top, first, close[1].length);
      // Every container around it must outlast this closing fence, as resized.
      this.needMore(Math.max(close[1].length, top.needs));
      return;
    }
    // Shorter than the innermost fence, it is text: none of the containers may take it for theirs.
    if (close) {
      this.needMore(close[1].length);
      return;
    }
    const legacy = LEGACY_TITLE.exec(lineText);
    const open = legacy ?? OPENER.exec(lineText);
    if (!open) return;
    if (!admonitionType(open[2])) {
      this.edits.push([first, first, '\\']);
      this.diagnostics.push(
        warning('markdown/unknown-admonition', `unknown admonition type ":::${open[2]}"; its lines are shown as text`, {
          file: this.file,
          line,
          column,
          hint: ADMONITION_HINT,
        }),
      );
      return;
    }
    if (legacy) {
      const name = first + legacy[1].length + legacy[2].length;
      this.edits.push([name, name + legacy[3].length + legacy[4].length, `[${asLabel(legacy[4], this.mdx)}]`]);
    }
    this.stack.push({ at: first, colons: open[1].length, needs: 0 });
  }

  /** A line inside code: the containers around it need longer fences than its colons, if it is a fence line. */
  codeLine(lineText: string): void {
    const close = CLOSER.exec(lineText);
    if (close) this.needMore(close[1].length);
  }

  private needMore(colons: number): void {
    for (const open of this.stack) open.needs = Math.max(open.needs, colons + 1);
  }

  /** Adds colons to the fences of the containers still open at the end of the file. */
  finish(): void {
    for (const open of this.stack) this.resize(open, -1, 0);
  }

  private resize(open: OpenContainer, closeAt: number, closeColons: number): void {
    if (open.needs <= open.colons) return;
    this.edits.push([open.at, open.at, ':'.repeat(open.needs - open.colons)]);
    if (closeAt >= 0 && open.needs > closeColons) this.edits.push([closeAt, closeAt, ':'.repeat(open.needs - closeColons)]);
  }
}

/**
 * An old-style title as a directive label that reads back as written: brackets escaped unless
 * they pair up (a label ends at an unpaired `]`), and in MDX `{` and `<`, which would start code.
 */
function asLabel(title: string, mdx: boolean): string {
  let depth = 0;
  for (let i = 0; i < title.length && depth >= 0; i++) {
    if (title[i] === '\\') i++;
    else if (title[i] === '[') depth++;
    else if (title[i] === ']') depth--;
  }
  const label = depth === 0 ? title : title.replace(/(?<!\\)[[\]]/g, '\\$&');
  return mdx ? label.replace(/(?<!\\)[{<]/g, '\\$&') : label;
}

/** Applies edits given as [from, to, insert], in any order; inserted text shifts later columns of its line only. */
function applyEdits(text: string, edits: Edit[]): string {
  edits.sort((a, b) => a[0] - b[0]);
  let out = '';
  let from = 0;
  for (const [at, to, insert] of edits) {
    out += text.slice(from, at) + insert;
    from = to;
  }
  return out + text.slice(from);
}

/** The edit that empties a line (keeping a CR, so CRLF files stay consistent). */
function blankLine(text: string, start: number, end: number): Edit {
  return [start, text.charCodeAt(end - 1) === 13 ? end - 1 : end, ''];
}

/** Offset of the `{` of a trailing `{#custom-id}` on an ATX heading line, or -1. */
function headingIdBrace(text: string, first: number, end: number): number {
  const line = text.slice(first, end);
  const match = /^#{1,6}[ \t].*?(\{#[^{}\s]+\})[ \t\r]*$/.exec(line);
  if (!match || line[match.index + match[0].lastIndexOf(match[1]) - 1] === '\\') return -1;
  return first + match[0].lastIndexOf(match[1]);
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
