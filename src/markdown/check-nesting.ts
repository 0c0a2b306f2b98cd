import { error, type Diagnostic } from '../diagnostics/diagnostic.js';

/**
 * How deep block quotes, lists and tags may nest in one file. Real pages stay under ten;
 * the parser slows down quadratically with depth and the tree passes recurse, so a
 * hostile file is refused before either can hang or overflow the stack.
 */
export const MAX_NESTING = 100;

const RULE = 'markdown/too-deep';
const HINT = `Flatten the structure: quotes, lists and tags may nest at most ${MAX_NESTING} levels deep.`;

// Elements that never hold children, or that HTML closes by itself, so they add no depth.
const NO_DEPTH = new Set('area base br col embed hr img input link meta param source track wbr p li dt dd tr td th option thead tbody tfoot'.split(' '));

/**
 * Scans the lines of a markdown text (outside code fences) for block quotes, list markers,
 * `:::` admonitions and HTML/JSX tags nested deeper than MAX_NESTING; returns the diagnostic of the first one.
 */
export function checkNesting(text: string, file: string): Diagnostic | undefined {
  // Most files cannot reach the limit at all: far fewer markers than the limit.
  if (text.length < MAX_NESTING * 2) return undefined;
  let fenceChar = '';
  let fenceLength = 0;
  let tagDepth = 0;
  let directiveDepth = 0;
  let line = 0;
  for (let start = 0; start <= text.length; ) {
    line++;
    let end = text.indexOf('\n', start);
    if (end === -1) end = text.length;
    // Container markers at the start of the line: > for quotes, -, *, + or 1. for list items.
    let i = start;
    let containers = 0;
    for (;;) {
      while (i < end && (text[i] === ' ' || text[i] === '\t')) i++;
      const marker = i;
      if (text[i] === '>') i++;
      else if ((text[i] === '-' || text[i] === '*' || text[i] === '+') && (i + 1 === end || text[i + 1] === ' ' || text[i + 1] === '\t')) i++;
      else {
        let d = i;
        while (d < end && d - i < 9 && text.charCodeAt(d) >= 48 && text.charCodeAt(d) <= 57) d++;
        if (d === i || (text[d] !== '.' && text[d] !== ')') || (d + 1 !== end && text[d + 1] !== ' ' && text[d + 1] !== '\t')) break;
        i = d + 1;
      }
      if (++containers > MAX_NESTING) return tooDeep(file, line, marker - start + 1, 'quotes and list items');
    }
    const rest = text.slice(i, end);
    // A long run of * or _ inside a line opens that many nested emphases (a whole line of them is a rule).
    const run = new RegExp(`[*_]{${MAX_NESTING * 2 + 1},}`).exec(rest);
    if (run && rest.trim() !== run[0]) return tooDeep(file, line, i - start + run.index + 1, 'emphasis marks');
    const fence = /^(`{3,}|~{3,})/.exec(rest);
    if (fenceLength > 0) {
      if (fence && fence[1]![0] === fenceChar && fence[1]!.length >= fenceLength && rest.slice(fence[1]!.length).trim() === '') fenceLength = 0;
    } else if (fence) {
      fenceChar = fence[1]![0]!;
      fenceLength = fence[1]!.length;
    } else if (rest.startsWith(':::')) {
      // Admonitions are containers too: micromark's time grows with the square of their depth.
      if (/^:{3,}[ \t\r]*$/.test(rest)) directiveDepth = Math.max(0, directiveDepth - 1);
      else if (/^:{3,}[A-Za-z]/.test(rest) && ++directiveDepth > MAX_NESTING) return tooDeep(file, line, i - start + 1, 'admonitions');
    } else if (rest.includes('<')) {
      // Tags in inline code are text, not nesting.
      const code = rest.replace(/`+[^`]*`+/g, (m) => ' '.repeat(m.length));
      for (const m of code.matchAll(/<(\/?)([A-Za-z][\w.:-]*)(?:\s[^<>]*?)?(\/?)>/g)) {
        if (NO_DEPTH.has(m[2]!.toLowerCase()) || m[3]) continue;
        if (m[1]) tagDepth = Math.max(0, tagDepth - 1);
        else if (++tagDepth > MAX_NESTING) return tooDeep(file, line, i - start + m.index! + 1, 'tags');
      }
    }
    start = end + 1;
  }
  return undefined;
}

/** Returns the diagnostic of the first node of an mdast tree nested deeper than the tree passes may go. */
export function checkTreeDepth(tree: { children?: unknown[] }, file: string): Diagnostic | undefined {
  // Each list level is two nodes (list, item), and a page adds a few wrappers of its own.
  const limit = MAX_NESTING * 2 + 20;
  type Node = { children?: Node[]; position?: { start: { line: number; column: number } } };
  const stack: [Node, number][] = [[tree as Node, 0]];
  while (stack.length > 0) {
    const [node, depth] = stack.pop()!;
    if (depth > limit) return tooDeep(file, node.position?.start.line, node.position?.start.column, 'elements');
    if (node.children) for (const child of node.children) stack.push([child, depth + 1]);
  }
  return undefined;
}

function tooDeep(file: string, line: number | undefined, column: number | undefined, what: string): Diagnostic {
  return error(RULE, `${what} are nested more than ${MAX_NESTING} levels deep here`, { file, line, column, hint: HINT });
}
