import { gfm } from 'micromark-extension-gfm';
import type { Code, Construct, Extension, TokenizeContext } from 'micromark-util-types';

/**
 * GFM syntax whose literal autolinks and tables are attempted only where the text can hold
 * one. Together they were 60% of the tokenizer's time on the reference corpus.
 *
 * - micromark-extension-gfm registers its email autolink on every letter and digit: each
 *   word ends the text's current data token and costs an attempt that fails at once. Here
 *   each autolink construct is tried only at the offsets {@link expectGfm} found: an email
 *   only in a run of atext before an `@`, a www link only at `www.`, a protocol link only at
 *   `http:` or `https:`, all case-insensitive.
 * - The table construct is tried at the start of every block, and reads the whole line as a
 *   head row before it looks for the delimiter row under it. Here a head row is tried only
 *   on a line followed by one that may be a delimiter row (nothing but `-`, `:`, `|`,
 *   spaces, tabs and the `>` of block quotes, with a `-`); body rows as before.
 *
 * A construct can only succeed where it is still tried, so the tree is the same as with the
 * unfiltered extension (`tests/unit/markdown/gfm-syntax.test.ts` compares them).
 */
export function gfmSyntax(): Extension {
  return gatedGfm().all;
}

/** The gated extension, and its parts without the literal autolinks and the table. */
interface GatedGfm {
  all: Extension;
  /** Text constructs that are no literal autolink (footnote calls, task list checks, strikethrough). */
  text: NonNullable<Extension['text']>;
  /** The character codes that have a literal autolink construct. */
  autolinkCodes: number[];
  /** `flow` without the table construct. */
  flowWithoutTable: NonNullable<Extension['flow']>;
}

let gated: GatedGfm | undefined;

function gatedGfm(): GatedGfm {
  if (gated) return gated;
  const extension = gfm();
  const wrappers = new Map<Construct, Construct>();
  const text: NonNullable<Extension['text']> = {};
  const allText: NonNullable<Extension['text']> = {};
  const autolinkCodes: number[] = [];
  for (const [key, value] of Object.entries(extension.text ?? {})) {
    const code = Number(key);
    const list = (Array.isArray(value) ? value : [value]).filter((c): c is Construct => Boolean(c));
    const gatedList = list.map((c) => gateAutolink(c, wrappers));
    allText[code] = gatedList;
    const others = gatedList.filter((c) => !c.name || !AUTOLINKS.has(c.name));
    if (others.length < gatedList.length) autolinkCodes.push(code);
    if (others.length > 0) text[code] = others;
  }
  const flowAny = extension.flow?.null;
  const flowList = (Array.isArray(flowAny) ? flowAny : [flowAny]).filter((c): c is Construct => Boolean(c));
  const flow = { ...extension.flow, null: flowList.map(gateTable) };
  const flowWithoutTable = { ...extension.flow, null: flowList.filter((c) => c.name !== 'table') };
  gated = { all: { ...extension, text: allText, flow }, text, autolinkCodes, flowWithoutTable };
  return gated;
}

/** A literal autolink construct, tried only at the offsets {@link expectGfm} marked. */
function gateAutolink(construct: Construct, wrappers: Map<Construct, Construct>): Construct {
  if (!construct.name || !AUTOLINKS.has(construct.name) || !construct.previous) return construct;
  let wrapped = wrappers.get(construct);
  if (!wrapped) {
    const previous = construct.previous;
    wrapped = {
      ...construct,
      previous(this: TokenizeContext, code: Code) {
        return previous.call(this, code) && candidates[this.now().offset] === 1;
      },
    };
    wrappers.set(construct, wrapped);
  }
  return wrapped;
}

/** The GFM table construct, tried for a head row only on a line that may have a delimiter row under it. */
function gateTable(construct: Construct): Construct {
  if (construct.name !== 'table') return construct;
  return {
    ...construct,
    tokenize(this: TokenizeContext, effects, ok, nok) {
      return (code: Code) =>
        headRowLines[this.now().line] === 1 || afterTableRow(this.events) ? construct.tokenize.call(this, effects, ok, nok)(code) : nok(code);
    },
  };
}

/** Whether the last token before the current line is a table's head or row (the table tokenizer's own test for a body row). */
function afterTableRow(events: TokenizeContext['events']): boolean {
  let index = events.length - 1;
  while (index > -1 && (events[index]![1].type === 'lineEnding' || events[index]![1].type === 'linePrefix')) index--;
  const type: string | null = index > -1 ? events[index]![1].type : null;
  return type === 'tableHead' || type === 'tableRow';
}

const AUTOLINKS = new Set(['emailAutolink', 'wwwAutolink', 'protocolAutolink']);

const NONE = new Uint8Array(0);
/** Offsets of the text being parsed where a literal autolink may start (1), else 0. */
let candidates: Uint8Array = NONE;
/** Lines (1-based) of the text being parsed that may be a table's head row (1), else 0. */
let headRowLines: Uint8Array = NONE;

/**
 * Marks where in `text` a literal autolink or a table may start, for its parse, and returns
 * the GFM syntax to parse it with: {@link gfmSyntax} less what cannot succeed anywhere in
 * it (the autolink constructs of characters at no marked offset, the table construct when
 * no line may be a head row), so that micromark does not even call their checks. Parsing
 * is synchronous: call it right before `fromMarkdown(text)`, and {@link forgetGfm} after.
 */
export function expectGfm(text: string): Extension {
  const parts = gatedGfm();
  const starts = new Uint8Array(128);
  candidates = literalAutolinkStarts(text, starts);
  headRowLines = tableHeadLines(text);
  const textConstructs: NonNullable<Extension['text']> = { ...parts.text };
  for (const code of parts.autolinkCodes) if (starts[code] === 1) textConstructs[code] = parts.all.text![code];
  const anyHead = headRowLines.includes(1);
  return { ...parts.all, text: textConstructs, flow: anyHead ? parts.all.flow : parts.flowWithoutTable };
}

export function forgetGfm(): void {
  candidates = NONE;
  headRowLines = NONE;
}

/** The offsets where a literal autolink may start; `starts` gets a 1 at the code of each character there (all ASCII). */
function literalAutolinkStarts(text: string, starts: Uint8Array): Uint8Array {
  // micromark skips a leading byte order mark and counts offsets from the character after it.
  const shift = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  const marks = new Uint8Array(text.length + 1);
  for (let i = shift; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code === 64 /* @ */) {
      // An email starts somewhere in the run of atext characters right before the `@`.
      for (let j = i - 1; j >= shift && marks[j - shift] === 0 && isAtext(text.charCodeAt(j)); j--) {
        marks[j - shift] = 1;
        starts[text.charCodeAt(j)] = 1;
      }
    } else if ((code | 32) === 119 /* w */) {
      if (isLetter(text, i + 1, 119) && isLetter(text, i + 2, 119) && text.charCodeAt(i + 3) === 46 /* . */) {
        marks[i - shift] = 1;
        starts[code] = 1;
      }
    } else if ((code | 32) === 104 /* h */) {
      if (
        isLetter(text, i + 1, 116) &&
        isLetter(text, i + 2, 116) &&
        isLetter(text, i + 3, 112) &&
        (text.charCodeAt(i + 4) === 58 /* : */ || (isLetter(text, i + 4, 115) && text.charCodeAt(i + 5) === 58))
      ) {
        marks[i - shift] = 1;
        starts[code] = 1;
      }
    }
  }
  return marks;
}

/** For each line (1-based, as micromark counts: LF, CRLF and CR end one), 1 when the line under it may be a delimiter row. */
function tableHeadLines(text: string): Uint8Array {
  const delimiterLike: number[] = [0];
  let line = 1;
  let plausible = true;
  let dash = false;
  for (let i = 0; i <= text.length; i++) {
    const code = i < text.length ? text.charCodeAt(i) : 10;
    if (code === 10 || code === 13) {
      delimiterLike[line++] = plausible && dash ? 1 : 0;
      if (code === 13 && text.charCodeAt(i + 1) === 10) i++;
      plausible = true;
      dash = false;
    } else if (code === 45 /* - */) {
      dash = true;
    } else if (code !== 32 && code !== 9 && code !== 124 /* | */ && code !== 58 /* : */ && code !== 62 /* > */) {
      plausible = false;
    }
  }
  const heads = new Uint8Array(line + 1);
  for (let l = 1; l + 1 < line; l++) heads[l] = delimiterLike[l + 1]!;
  return heads;
}

/** Whether the character at `index` is the ASCII letter `lower` in either case. */
function isLetter(text: string, index: number, lower: number): boolean {
  return (text.charCodeAt(index) | 32) === lower;
}

/** GFM's atext: ASCII letters and digits, `+`, `-`, `.` and `_`. */
function isAtext(code: number): boolean {
  return (code >= 48 && code <= 57) || (code >= 65 && code <= 90) || (code >= 97 && code <= 122) || code === 43 || code === 45 || code === 46 || code === 95;
}
