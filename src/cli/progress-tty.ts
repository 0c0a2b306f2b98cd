import type { BuildProgress } from '../core/stage-timer.js';

/** What the live line writes to: a terminal (process.stdout), or a fake one in tests. */
export interface ProgressStream {
  write(text: string): unknown;
  /** Width of the terminal in characters, when known. */
  columns?: number;
}

/** Longest time between two updates of the live line, at most one every this many ms. */
export const TTY_INTERVAL_MS = 100;

const BAR_WIDTH = 24;
// Carriage return, then erase to the end of the line: the line is rewritten in place.
const ERASE = '\r\x1b[K';

/**
 * The progress of a build on a terminal: one line, rewritten in place, naming the stages under
 * way, and while pages render a bar with their count (`Rendering 412/816 pages`). The line is
 * written at most every TTY_INTERVAL_MS (an update in between is written when that time is up,
 * or dropped for a newer one) and erased by stop(), so nothing of it stays on the screen.
 */
export class TtyProgress implements BuildProgress {
  private readonly running = new Set<string>();
  private pages?: { done: number; total: number };
  private lastWrite = -Infinity;
  private timer?: ReturnType<typeof setTimeout>;
  private shown = false;

  constructor(
    private readonly stream: ProgressStream,
    private readonly now: () => number = () => performance.now(),
  ) {}

  /** Shows a stage as under way. */
  stageStarted(stage: string): void {
    this.running.add(stage);
    this.update();
  }

  /** Shows a stage as done. */
  stageFinished(stage: string): void {
    this.running.delete(stage);
    if (stage === 'markdown+render') this.pages = undefined;
    this.update();
  }

  /** Shows the pages rendered so far. */
  pagesRendered(done: number, total: number): void {
    this.pages = { done, total };
    this.update();
  }

  /** Erases the line (before the build's result or error is printed), and writes no more. */
  stop(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    if (this.shown) this.stream.write(ERASE);
    this.shown = false;
    this.running.clear();
  }

  /** The text of the line now. */
  line(): string {
    if (this.pages && this.running.has('markdown+render')) {
      const { done, total } = this.pages;
      const filled = total === 0 ? BAR_WIDTH : Math.round((done / total) * BAR_WIDTH);
      return `Rendering ${done}/${total} pages [${'#'.repeat(filled)}${'-'.repeat(BAR_WIDTH - filled)}]`;
    }
    return this.running.size === 0 ? '' : `Building: ${[...this.running].join(', ')}`;
  }

  private update(): void {
    const wait = this.lastWrite + TTY_INTERVAL_MS - this.now();
    if (wait <= 0) {
      this.write();
      return;
    }
    // Written when the time is up, with whatever the line says then; unref'd so it never keeps the process alive.
    this.timer ??= setTimeout(() => {
      this.timer = undefined;
      this.write();
    }, wait);
    this.timer.unref?.();
  }

  private write(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    this.lastWrite = this.now();
    const text = this.line();
    // A terminal of unknown size (0 under some pseudo-terminals) is taken as 80 wide.
    const width = Math.max(10, (this.stream.columns || 80) - 1);
    this.stream.write(`${ERASE}${text.length > width ? text.slice(0, width) : text}`);
    this.shown = text !== '';
  }
}
