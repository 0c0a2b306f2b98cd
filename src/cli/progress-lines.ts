import type { BuildProgress } from '../core/stage-timer.js';

/**
 * The progress of a build where output is a log, not a terminal (CI, a pipe): one line per
 * stage as it finishes, with its time (`markdown+render done in 2310 ms (816 pages)`), and
 * nothing rewritten in place.
 */
export class LineProgress implements BuildProgress {
  private total?: number;

  constructor(private readonly write: (text: string) => void) {}

  /** Remembers how many pages the build renders, for the render stage's line. */
  pagesRendered(_done: number, total: number): void {
    this.total = total;
  }

  /** Writes the stage's line. */
  stageFinished(stage: string, ms: number): void {
    const pages = stage === 'markdown+render' && this.total !== undefined ? ` (${this.total} page${this.total === 1 ? '' : 's'})` : '';
    this.write(`${stage} done in ${Math.round(ms)} ms${pages}\n`);
  }

  /** Nothing to erase: every line stays. */
  stop(): void {}
}
