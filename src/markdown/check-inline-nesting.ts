import { error, type Diagnostic } from '../diagnostics/diagnostic.js';
import { MAX_NESTING } from './check-nesting.js';

/**
 * Emphasis that nests deeper than any page does (`*a *a *a … a* a* a*`) costs the parser time
 * that grows with the cube of the depth, so a small file of it stalls a build. Before a file is parsed,
 * its paragraphs are scanned for emphasis delimiters that open (as CommonMark decides from the
 * characters around them) and link brackets `[`, each counted as one level until a delimiter
 * or `]` closes it; past MAX_NESTING open levels the file is refused at that place. An opener
 * that is never closed counts too: real paragraphs have a few, never a hundred.
 */
export function checkInlineNesting(text: string, file: string): Diagnostic | undefined {
  if (!mayNestDeeply(text)) return undefined;
  let emphasis = 0;
  let brackets = 0;
  let fence = '';
  let line = 0;
  for (let start = 0; start <= text.length; ) {
    line++;
    let end = text.indexOf('\n', start);
    if (end === -1) end = text.length;
    const row = text.slice(start, end);
    start = end + 1;
    const marker = /^ {0,3}(`{3,}|~{3,})/.exec(row)?.[1];
    if (fence) {
      if (marker && marker[0] === fence[0] && marker.length >= fence.length && row.trim() === marker) fence = '';
      continue;
    }
    if (marker) {
      fence = marker;
      continue;
    }
    // Emphasis and links never span paragraphs: a blank line closes every level.
    if (row.trim() === '') {
      emphasis = brackets = 0;
      continue;
    }
    const found = scanLine(row, { emphasis, brackets });
    if (found.at !== undefined) return tooDeep(file, line, found.at + 1, found.what!);
    ({ emphasis, brackets } = found);
  }
  return undefined;
}

/** Whether a text has enough delimiters or brackets to nest past the limit at all (most files have not). */
function mayNestDeeply(text: string): boolean {
  let delimiters = 0;
  let open = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 42 || c === 95) delimiters++;
    else if (c === 91) open++;
  }
  return delimiters > MAX_NESTING || open > MAX_NESTING;
}

type Depths = { emphasis: number; brackets: number };

/** The open levels after one line, or the column (0-based) where they pass the limit. */
function scanLine(row: string, depths: Depths): Depths & { at?: number; what?: string } {
  let { emphasis, brackets } = depths;
  for (let i = 0; i < row.length; i++) {
    const c = row[i]!;
    if (c === '\\') {
      i++;
    } else if (c === '`') {
      // A code span holds no emphasis: skip to the run of backticks that closes it, if any.
      let run = 1;
      while (row[i + run] === '`') run++;
      const close = row.indexOf('`'.repeat(run), i + run);
      i = close === -1 ? i + run - 1 : close + run - 1;
    } else if (c === '[') {
      if (++brackets > MAX_NESTING) return { emphasis, brackets, at: i, what: 'link brackets' };
    } else if (c === ']') {
      brackets = Math.max(0, brackets - 1);
    } else if (c === '*' || c === '_') {
      let run = 1;
      while (row[i + run] === c) run++;
      const { opens, closes } = flanking(c, row[i - 1], row[i + run]);
      if (closes && emphasis > 0) emphasis--;
      else if (opens && ++emphasis > MAX_NESTING) return { emphasis, brackets, at: i, what: 'emphasis marks' };
      i += run - 1;
    }
  }
  return { emphasis, brackets };
}

const isSpace = (c: string | undefined) => c === undefined || /\s/u.test(c);
const isPunctuation = (c: string | undefined) => c !== undefined && /[\p{P}\p{S}]/u.test(c);

/** Whether a run of `*` or `_` between `before` and `after` may open or close emphasis, by CommonMark's flanking rules. */
function flanking(c: string, before: string | undefined, after: string | undefined): { opens: boolean; closes: boolean } {
  const left = !isSpace(after) && (!isPunctuation(after) || isSpace(before) || isPunctuation(before));
  const right = !isSpace(before) && (!isPunctuation(before) || isSpace(after) || isPunctuation(after));
  if (c === '*') return { opens: left, closes: right };
  return { opens: left && (!right || isPunctuation(before)), closes: right && (!left || isPunctuation(after)) };
}

function tooDeep(file: string, line: number, column: number, what: string): Diagnostic {
  return error('markdown/too-deep', `${what} are nested more than ${MAX_NESTING} levels deep here`, {
    file,
    line,
    column,
    hint: `Flatten the structure: emphasis and links may nest at most ${MAX_NESTING} levels deep (an opening mark that is never closed counts as a level).`,
  });
}
