import { readFileSync, statSync } from 'node:fs';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import { mayNeedMdxModule } from './mdx-candidate.js';
import { quickTitle } from './quick-title.js';
import { attachLazySource, type FileFacts } from './lazy-source.js';
import { readFrontMatter } from './read-front-matter.js';
import { MAX_MARKDOWN_BYTES, readTextFile } from '../files/read-text-file.js';

export type { FileFacts };

/** The facts of the files a content load read, and of those it may meet again. */
export class SourceFacts {
  private readonly known: Map<string, FileFacts>;
  private readonly current = new Map<string, FileFacts>();
  private changed = false;

  constructor(known: Map<string, FileFacts> = new Map()) {
    this.known = known;
  }

  /** Facts kept by an earlier session (none when the entries are missing or damaged). */
  static fromEntries(entries: unknown): SourceFacts {
    return new SourceFacts(Array.isArray(entries) ? new Map(entries as [string, FileFacts][]) : undefined);
  }

  /** A new load: it starts from the files the last one met. */
  next(): SourceFacts {
    const next = new SourceFacts(this.current);
    next.changed = this.changed;
    return next;
  }

  /** The facts of the files this load met (the files of the site now), when they differ from those it started from. */
  changedEntries(): [string, FileFacts][] | undefined {
    return this.changed || this.current.size !== this.known.size ? [...this.current] : undefined;
  }

  /** Marks the current facts as kept: they count as unchanged until the next change. */
  markKept(): void {
    this.changed = false;
  }

  /**
   * Reads a markdown file's front matter, checked by `check` as well. The text comes with it:
   * read now, or, when the file is as the facts say, read the first time someone asks for it.
   * Undefined (with the problem in `diagnostics`) when the file cannot be read or its front
   * matter is wrong. Only files that raised no diagnostic are remembered.
   */
  read(absPath: string, file: string, diagnostics: Diagnostic[], check?: Check): MarkdownRead | undefined {
    // Taken before the text is read: a file that changes meanwhile gets a new stamp, never old facts.
    const stamp = stampOf(absPath);
    const known = stamp === undefined ? undefined : this.known.get(absPath);
    if (known && known.stamp === stamp) {
      this.current.set(absPath, known);
      return { frontMatter: known.frontMatter, text: () => readFileSync(absPath, 'utf8'), attach: (target) => attachLazySource(target, absPath, known) };
    }
    const before = diagnostics.length;
    const read = readMarkdown(absPath, file, diagnostics, undefined, check);
    if (read && stamp !== undefined && diagnostics.length === before) {
      this.current.set(absPath, {
        stamp,
        frontMatter: read.frontMatter,
        title: quickTitle(read.source!) ?? null,
        mayNeedModule: mayNeedMdxModule(read.source!),
      });
      this.changed = true;
    }
    return read;
  }
}

type Check = (frontMatter: Record<string, unknown>, source: string) => void;

/**
 * Reads a markdown file for the content graph: its text and its front matter, checked by
 * `check` as well; through `facts` when given. Undefined, with the problem in `diagnostics`,
 * when the file cannot be read or its front matter cannot be parsed.
 */
export function readMarkdown(absPath: string, file: string, diagnostics: Diagnostic[], facts?: SourceFacts, check?: Check): MarkdownRead | undefined {
  if (facts) return facts.read(absPath, file, diagnostics, check);
  const source = readTextFile(absPath, file, diagnostics, MAX_MARKDOWN_BYTES);
  if (source === undefined) return undefined;
  const frontMatter = readFrontMatter(source, file, diagnostics);
  if (!frontMatter) return undefined;
  check?.(frontMatter, source);
  return { frontMatter, source, text: () => source, attach: (target) => Object.assign(target, { source }) };
}

/** A markdown file as read for the content graph. */
export interface MarkdownRead {
  frontMatter: Record<string, unknown>;
  /** The text, when it was read now. */
  source?: string;
  /** The text, read now if it was not (for a diagnostic's position). */
  text(): string;
  /** Gives target (which has no `source` yet) its `source`: the text, or a property that reads it when first asked. */
  attach<T extends object>(target: T): T & { source: string };
}

function stampOf(absPath: string): string | undefined {
  try {
    // Milliseconds as a double keep a fraction of a microsecond: enough to tell two saves apart.
    const stat = statSync(absPath);
    return stat.isFile() ? `${stat.size}:${stat.mtimeMs}:${stat.ino}` : undefined;
  } catch {
    return undefined;
  }
}
