import type { TocItem } from '../../shared/types.js';

/** Builds a nested table of contents from headings given in document order. */
export class TocBuilder {
  /** Top-level entries. */
  readonly items: TocItem[] = [];
  /** Every heading from h2 down, flat, whatever the TOC's levels: Docusaurus' `toc` of an MDX file. */
  readonly all: { value: string; id: string; level: number }[] = [];
  private readonly open: TocItem[] = [];

  constructor(
    private readonly minLevel: number,
    private readonly maxLevel: number,
  ) {}

  /** Adds a heading; it nests under the closest previous entry of a lower level. */
  add(level: number, value: string, id: string): void {
    // Even a heading left out of the TOC ends the sections below its level, so a later
    // deeper heading does not nest under an entry from before it.
    while (this.open.length > 0 && this.open[this.open.length - 1].level >= level) this.open.pop();
    if (level >= 2) this.all.push({ value, id, level });
    if (level < this.minLevel || level > this.maxLevel) return;
    const item: TocItem = { value, id, level, children: [] };
    const parent = this.open[this.open.length - 1];
    (parent ? parent.children : this.items).push(item);
    this.open.push(item);
  }
}
