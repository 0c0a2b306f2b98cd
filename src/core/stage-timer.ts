/** The time each stage of a build took, in milliseconds (printed by `docs build --verbose`). */
export class StageTimer {
  readonly all: Record<string, number> = {};

  /** Runs fn and records how long it took under name, whether it succeeds or throws. */
  async time<T>(name: string, fn: () => T | Promise<T>): Promise<T> {
    const start = performance.now();
    try {
      return await fn();
    } finally {
      this.record(name, performance.now() - start);
    }
  }

  /** Records a duration measured elsewhere. */
  record(name: string, ms: number): void {
    this.all[name] = Math.round(ms * 10) / 10;
  }
}
