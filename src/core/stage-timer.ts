/**
 * Who hears of a build's stages as they start and finish, and of its pages as they render:
 * the CLI's progress display. Every method is optional; none may throw.
 */
export interface BuildProgress {
  /** A stage began (stages may overlap: the bundle is made while the content is read). */
  stageStarted?(stage: string): void;
  /** A stage finished without error, after `ms` milliseconds. */
  stageFinished?(stage: string, ms: number): void;
  /** `done` of the build's `total` pages are rendered (or restored from the cache). */
  pagesRendered?(done: number, total: number): void;
}

/** The time each stage of a build took, in milliseconds (printed by `docs build --verbose`), told to a progress listener as it goes. */
export class StageTimer {
  readonly all: Record<string, number> = {};

  constructor(private readonly progress: BuildProgress = {}) {}

  /** Runs fn and records how long it took under name, whether it succeeds or throws; the listener hears of its start and of its success. */
  async time<T>(name: string, fn: () => T | Promise<T>): Promise<T> {
    this.started(name);
    const start = performance.now();
    let ok = false;
    try {
      const result = await fn();
      ok = true;
      return result;
    } finally {
      this.record(name, performance.now() - start, ok);
    }
  }

  /** Tells the listener that a stage timed elsewhere began. */
  started(name: string): void {
    this.progress.stageStarted?.(name);
  }

  /** Records a duration measured elsewhere; `finished` false keeps a failed stage from the listener. */
  record(name: string, ms: number, finished = true): void {
    this.all[name] = Math.round(ms * 10) / 10;
    if (finished) this.progress.stageFinished?.(name, this.all[name]);
  }

  /** Tells the listener how many pages are rendered. */
  pages(done: number, total: number): void {
    this.progress.pagesRendered?.(done, total);
  }
}
