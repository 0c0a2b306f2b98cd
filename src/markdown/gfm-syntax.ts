import { gfm } from 'micromark-extension-gfm';
import type { Code, Construct, Extension, TokenizeContext } from 'micromark-util-types';

/**
 * GFM syntax with literal autolinks (`contact@example.org`, `www.x.com`, `https://x.com`)
 * attempted only where the text can hold one.
 *
 * micromark-extension-gfm registers its email autolink on every letter and digit: each word
 * ends the text's current data token and costs an attempt that fails at once. On the
 * reference corpus that is 45% of the tokenizer's time. Here each autolink construct is
 * tried only at the offsets {@link expectLiteralAutolinks} found in the text: an email only
 * in a run of atext before an `@`, a www link only at `www.`, a protocol link only at
 * `http:` or `https:`, all case-insensitive. A construct can only succeed at such an offset,
 * so the tree is the same as with the unfiltered extension (`tests/unit/markdown/gfm-syntax.test.ts`
 * compares them); the other GFM constructs are untouched.
 */
export function gfmSyntax(): Extension {
  const extension = gfm();
  const gated = new Map<Construct, Construct>();
  const gate = (construct: Construct): Construct => {
    if (!construct.name || !AUTOLINKS.has(construct.name) || !construct.previous) return construct;
    let wrapped = gated.get(construct);
    if (!wrapped) {
      const previous = construct.previous;
      wrapped = {
        ...construct,
        previous(this: TokenizeContext, code: Code) {
          return previous.call(this, code) && candidates[this.now().offset] === 1;
        },
      };
      gated.set(construct, wrapped);
    }
    return wrapped;
  };
  const text: NonNullable<Extension['text']> = {};
  for (const [code, value] of Object.entries(extension.text ?? {})) {
    text[code as unknown as number] = Array.isArray(value) ? value.map(gate) : value && gate(value);
  }
  return { ...extension, text };
}

const AUTOLINKS = new Set(['emailAutolink', 'wwwAutolink', 'protocolAutolink']);

/** Offsets of the text being parsed where a literal autolink may start (1), else 0. */
let candidates: Uint8Array = new Uint8Array(0);

/**
 * Marks where in `text` a literal autolink may start, for the next parse with
 * {@link gfmSyntax}. Parsing is synchronous: call it right before `fromMarkdown(text)`, and
 * {@link forgetLiteralAutolinks} after.
 */
export function expectLiteralAutolinks(text: string): void {
  // micromark skips a leading byte order mark and counts offsets from the character after it.
  const shift = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  const marks = new Uint8Array(text.length + 1);
  for (let i = shift; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code === 64 /* @ */) {
      // An email starts somewhere in the run of atext characters right before the `@`.
      for (let j = i - 1; j >= shift && marks[j - shift] === 0 && isAtext(text.charCodeAt(j)); j--) marks[j - shift] = 1;
    } else if ((code | 32) === 119 /* w */) {
      if (isLetter(text, i + 1, 119) && isLetter(text, i + 2, 119) && text.charCodeAt(i + 3) === 46 /* . */) marks[i - shift] = 1;
    } else if ((code | 32) === 104 /* h */) {
      if (isLetter(text, i + 1, 116) && isLetter(text, i + 2, 116) && isLetter(text, i + 3, 112) &&
        (text.charCodeAt(i + 4) === 58 /* : */ || (isLetter(text, i + 4, 115) && text.charCodeAt(i + 5) === 58))) {
        marks[i - shift] = 1;
      }
    }
  }
  candidates = marks;
}

/** Whether the character at `index` is the ASCII letter `lower` in either case. */
function isLetter(text: string, index: number, lower: number): boolean {
  return (text.charCodeAt(index) | 32) === lower;
}

export function forgetLiteralAutolinks(): void {
  candidates = new Uint8Array(0);
}

/** GFM's atext: ASCII letters and digits, `+`, `-`, `.` and `_`. */
function isAtext(code: number): boolean {
  return (code >= 48 && code <= 57) || (code >= 65 && code <= 90) || (code >= 97 && code <= 122) ||
    code === 43 || code === 45 || code === 46 || code === 95;
}
