import type { BuildProgress } from '../core/stage-timer.js';
import { LineProgress } from './progress-lines.js';
import { TtyProgress } from './progress-tty.js';

/** A build's progress display, stopped before the command prints its result or its error. */
export type ProgressDisplay = BuildProgress & { stop(): void };

/**
 * The progress display for a command's output: a live line on a terminal, one line per stage
 * anywhere else (a CI log, a pipe), so a log tells where a slow or failed build spent its time.
 */
export function progressDisplay(stream: NodeJS.WriteStream = process.stdout): ProgressDisplay {
  if (stream.isTTY && process.env.TERM !== 'dumb') return new TtyProgress(stream);
  return new LineProgress((text) => stream.write(text));
}
