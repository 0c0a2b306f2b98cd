import { DiagnosticError, error, type Diagnostic } from '../diagnostics/diagnostic.js';

/** Errors thrown while the build runs, outside any page. */
export interface StrayErrors {
  readonly errors: Diagnostic[];
  /**
   * Rejects (with the errors so far) at the first one. Work that threw outside any page may
   * leave a promise of the build waiting for ever (a plugin awaiting a child process that never
   * started), so the build races its steps against it rather than hang.
   */
  readonly failed: Promise<never>;
  /** Ends the watch; later errors go to `late` when given (the work may outlive the build), else Node handles them. */
  stop(late?: (d: Diagnostic) => void): void;
}

/**
 * Watches for errors the site's code throws outside any page while the build runs: work a
 * plugin or component started and left running (an asynchronous markdown plugin's child
 * process with no 'error' listener, a timer). Node would end the process with a raw stack;
 * each becomes a `site/uncaught` error instead, reported with the build's other errors.
 */
export function watchStrayErrors(): StrayErrors {
  const errors: Diagnostic[] = [];
  let fail!: (e: DiagnosticError) => void;
  const failed = new Promise<never>((_, reject) => (fail = reject));
  // Nobody may be racing it when the build has already ended.
  failed.catch(() => {});
  const onError = (thrown: unknown): void => {
    errors.push(strayError(thrown));
    fail(new DiagnosticError([...errors]));
  };
  process.on('uncaughtException', onError);
  return {
    errors,
    failed,
    stop: (late) => {
      process.off('uncaughtException', onError);
      if (late) process.on('uncaughtException', (thrown) => late(strayError(thrown)));
    },
  };
}

/** The build's failure with the stray errors added (once), or them alone when the build succeeded. */
export function withStrayErrors(failure: unknown, stray: Diagnostic[]): unknown {
  if (stray.length === 0) return failure;
  if (failure instanceof DiagnosticError) {
    const missing = stray.filter((d) => !failure.diagnostics.includes(d));
    return missing.length === 0 ? failure : new DiagnosticError([...failure.diagnostics, ...missing]);
  }
  return failure ?? new DiagnosticError(stray);
}

function strayError(thrown: unknown): Diagnostic {
  const message = thrown instanceof Error ? thrown.message : String(thrown);
  // The frames of the site's code; Node's own ones ("node:internal/...") say nothing to its author.
  const lines = thrown instanceof Error && thrown.stack ? thrown.stack.split('\n').slice(1) : [];
  const frames = lines
    .filter((line) => /^\s*at /.test(line) && !line.includes('(node:') && !/at node:/.test(line))
    .slice(0, 3)
    .map((line) => line.trim());
  const where = frames.length > 0 ? ` It was thrown at: ${frames.join(' | ')}.` : '';
  return error('site/uncaught', `the site's code threw outside any page: ${message}`, {
    hint: `Work a plugin or component of the site started and left running failed (an asynchronous markdown plugin, a child process with no 'error' listener, a timer).${where}`,
  });
}
