/**
 * The blocks of a page's content element, in document order: its headings and its blocks of
 * text (paragraphs, list items, table rows...), from the parser's events (page-text.ts).
 */

/** A heading or a block of content of a page, in document order; text is plain (not escaped). */
export type SearchBlock = { kind: 'heading'; level: 2 | 3 | 4 | 5 | 6; text: string; id: string | null } | { kind: 'content'; text: string };

const BLOCK_TAGS = new Set(['p', 'li', 'dt', 'dd', 'figcaption', 'blockquote', 'summary', 'tr']);
const INLINE_TAGS = new Set([
  'a',
  'abbr',
  'b',
  'bdi',
  'bdo',
  'cite',
  'code',
  'data',
  'del',
  'dfn',
  'em',
  'i',
  'ins',
  'kbd',
  'mark',
  'q',
  's',
  'samp',
  'small',
  'span',
  'strong',
  'sub',
  'sup',
  'time',
  'u',
  'var',
  'wbr',
]);
const HEADING = /^h([1-6])$/;

/** Collects headings and blocks inside one content root. */
export class BlockCollector {
  readonly blocks: SearchBlock[] = [];
  /** The text of the first h1 inside a <header>: the page title. */
  title: string | null = null;
  /** The text of the first h1 anywhere in the content: the title of a page without a header. */
  firstH1: string | null = null;
  private buffer: string | null = null;
  private rowHasCell = false;
  private rowCells = 0;
  private heading: { level: number; id: string | null; text: string; inHeader: boolean } | null = null;
  private blockDepth: string[] = [];

  /** An element opens inside the content (not a left-out one). */
  open(tag: string, attribs: Record<string, string>, inHeader: boolean): void {
    const h = HEADING.exec(tag);
    if (h) {
      this.flush();
      this.heading = { level: Number(h[1]), id: attribs.id || null, text: '', inHeader };
      return;
    }
    if (this.heading) {
      if (!INLINE_TAGS.has(tag)) this.heading.text += ' ';
      return;
    }
    if (BLOCK_TAGS.has(tag)) {
      this.flush();
      this.buffer = '';
      this.blockDepth.push(tag);
      if (tag === 'tr') {
        this.rowHasCell = false;
        this.rowCells = 0;
      }
      return;
    }
    if (this.buffer !== null) {
      if ((tag === 'td' || tag === 'th') && this.blockDepth[this.blockDepth.length - 1] === 'tr') {
        if (tag === 'td') this.rowHasCell = true;
        if (this.rowCells++ > 0) this.buffer += ' | ';
      } else if (!INLINE_TAGS.has(tag)) this.buffer += ' ';
    }
  }

  /** An element closes inside the content. */
  close(tag: string): void {
    const h = HEADING.exec(tag);
    if (h && this.heading) {
      const text = clean(this.heading.text);
      const level = this.heading.level;
      if (level === 1) {
        if (this.heading.inHeader && this.title === null) this.title = text;
        if (this.firstH1 === null) this.firstH1 = text;
      } else if (text !== '') {
        this.blocks.push({ kind: 'heading', level: level as 2 | 3 | 4 | 5 | 6, text, id: this.heading.id });
      }
      this.heading = null;
      return;
    }
    if (this.heading) {
      if (!INLINE_TAGS.has(tag)) this.heading.text += ' ';
      return;
    }
    if (BLOCK_TAGS.has(tag)) {
      if (tag === 'tr' && !this.rowHasCell) this.buffer = null;
      this.flush();
      this.blockDepth.pop();
      // Text after a nested block still belongs to the outer one ("<li>a<ul>…</ul>b</li>").
      if (this.blockDepth.length > 0) this.buffer = '';
      return;
    }
    if (this.buffer !== null && !INLINE_TAGS.has(tag) && tag !== 'td' && tag !== 'th') this.buffer += ' ';
  }

  /** Text inside the content. */
  text(data: string, inHeader: boolean): void {
    if (this.heading) this.heading.text += data;
    else if (this.buffer !== null && !inHeader) this.buffer += data;
  }

  private flush(): void {
    if (this.buffer === null) return;
    const text = clean(this.buffer);
    if (text !== '') this.blocks.push({ kind: 'content', text });
    this.buffer = null;
  }

  /** Ends the last open block. */
  finish(): void {
    this.flush();
  }
}

// Zero-width characters (heading anchor links have them); white space that is not one single space.
const ZERO_WIDTH = /\u200b|\u200c|\u200d|\ufeff/;
const ZERO_WIDTH_ALL = /\u200b|\u200c|\u200d|\ufeff/g;
const UNEVEN_SPACE = /[^\S ]| {2}/;

/** Plain text of a block: zero-width characters dropped, white space collapsed. */
export function clean(text: string): string {
  // Most blocks need neither replacement: testing first spares a copy of each.
  let out = ZERO_WIDTH.test(text) ? text.replace(ZERO_WIDTH_ALL, '') : text;
  // NBSPs and other white space read as spaces.
  if (UNEVEN_SPACE.test(out)) out = out.replace(/\s+/g, ' ');
  return out.trim();
}
