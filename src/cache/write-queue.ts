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
  private failure: unknown;
  private idle: (() => void) | undefined;

  constructor(private readonly limit = 32) {}

  /** Queues bytes to be written to file (its folder must exist). */
  write(file: string, bytes: Uint8Array): void {
    this.waiting.push([file, bytes]);
    this.next();
  }

  /** Waits for every write queued so far; rejects with the first failure. */
  async done(): Promise<void> {
    if (this.running > 0 || this.waiting.length > 0) await new Promise<void>((resolve) => (this.idle = resolve));
    if (this.failure !== undefined) throw this.failure;
  }

  private next(): void {
    while (this.running < this.limit && this.waiting.length > 0) {
      const [file, bytes] = this.waiting.pop()!;
      this.running++;
      writeFile(file, bytes)
        .catch((error: unknown) => {
          this.failure ??= error;
          // After a failure the rest would only add to the mess: drop them.
          this.waiting.length = 0;
        })
        .finally(() => {
          this.running--;
          this.next();
          if (this.running === 0 && this.waiting.length === 0) this.idle?.();
        });
    }
  }
}
