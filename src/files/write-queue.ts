/**
 * Writes many files in the background, a bounded number at once: the thread pool overlaps
 * them with the work that makes the next ones (on a busy disk, one synchronous write after
 * another costs several times as long), and a site's thousands of files never all hold a
 * descriptor together.
 */
import { writeFile } from 'node:fs/promises';

/** A queue of file writes; done() settles once every queued write has. */
export class WriteQueue {
  private readonly waiting: [file: string, bytes: Uint8Array][] = [];
  private running = 0;
  /** Bytes queued and not yet written. */
  private pending = 0;
  private failure: unknown;
  // Who waits for the queue to hold at most so many bytes (0: for it to be empty).
  private readonly waiters: { bytes: number; resolve: () => void }[] = [];

  constructor(private readonly limit = 32) {}

  /** Queues bytes to be written to file (its folder must exist). */
  write(file: string, bytes: Uint8Array): void {
    this.waiting.push([file, bytes]);
    this.pending += bytes.length;
    this.next();
  }

  /** Waits for every write queued so far; rejects with the first failure. */
  async done(): Promise<void> {
    await this.below(0);
    if (this.failure !== undefined) throw this.failure;
  }

  /**
   * Waits until at most maxBytes are left to write. Whoever makes files faster than the disk
   * takes them waits here now and then, so that they do not all sit in memory at once.
   */
  async drain(maxBytes: number): Promise<void> {
    await this.below(maxBytes);
    if (this.failure !== undefined) throw this.failure;
  }

  private below(bytes: number): Promise<void> {
    if (this.reached(bytes)) return Promise.resolve();
    return new Promise<void>((resolve) => this.waiters.push({ bytes, resolve }));
  }

  // At most bytes left to write; for 0, nothing running either (an empty file has no bytes).
  private reached(bytes: number): boolean {
    return this.pending <= bytes && (bytes > 0 || this.running === 0);
  }

  private next(): void {
    while (this.running < this.limit && this.waiting.length > 0) {
      const [file, bytes] = this.waiting.pop()!;
      this.running++;
      writeFile(file, bytes)
        .catch((error: unknown) => {
          this.failure ??= error;
          // After a failure the rest would only add to the mess: drop them.
          for (const [, dropped] of this.waiting) this.pending -= dropped.length;
          this.waiting.length = 0;
        })
        .finally(() => {
          this.running--;
          this.pending -= bytes.length;
          this.next();
          this.wake();
        });
    }
  }

  private wake(): void {
    for (let i = this.waiters.length - 1; i >= 0; i--) {
      const waiter = this.waiters[i]!;
      if (this.reached(waiter.bytes)) {
        this.waiters.splice(i, 1);
        waiter.resolve();
      }
    }
  }
}
