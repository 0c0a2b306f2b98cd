/**
 * A time limit for the site's own code (components, MDX expressions, theme overrides,
 * sidebars modules) where it runs synchronously: code that never returns would otherwise
 * hang a build, or `docs dev`, for good. The code runs as a call from a `vm` script with a
 * timeout, whose watchdog stops any JavaScript running on the thread, an endless loop included.
 */
import vm from 'node:vm';

/** The limit when DOCS_TIME_LIMIT_MS does not set one: far beyond any real page or module. */
export const DEFAULT_TIME_LIMIT_MS = 30_000;

/** The environment variable that changes the limit (tests set a short one). */
export const TIME_LIMIT_VARIABLE = 'DOCS_TIME_LIMIT_MS';

/** How long the site's code may run at once, in ms: DOCS_TIME_LIMIT_MS when it holds a positive number, else 30 s. */
export function userCodeTimeLimit(): number {
  const value = Number(process.env[TIME_LIMIT_VARIABLE]);
  return Number.isFinite(value) && value > 0 ? value : DEFAULT_TIME_LIMIT_MS;
}

/** A limit as people read it: "30 s", "1.5 s", "500 ms". */
export function describeTimeLimit(ms: number): string {
  return ms >= 1000 ? `${Math.round(ms / 100) / 10} s` : `${ms} ms`;
}

/** Thrown when code ran past its time limit and was stopped where it was; `item` is what it was working on. */
export class TimeLimitError extends Error {
  constructor(
    readonly ms: number,
    readonly item?: unknown,
  ) {
    super(`did not finish within ${describeTimeLimit(ms)}`);
    this.name = 'TimeLimitError';
  }
}

let context: vm.Context | undefined;
const runner = new vm.Script('run()');
// Inside a limited call, another one runs under the outer limit (one watchdog is enough).
let depth = 0;

/**
 * Runs `fn` and returns what it returns; when it has not returned after `ms`, it is stopped
 * (no catch or finally of its own runs) and TimeLimitError is thrown. What it throws passes through.
 */
export function runWithTimeLimit<T>(fn: () => T, ms: number = userCodeTimeLimit()): T {
  if (depth > 0) return fn();
  context ??= vm.createContext({});
  context.run = fn;
  depth++;
  try {
    return runner.runInContext(context, { timeout: ms }) as T;
  } catch (e) {
    if ((e as { code?: string })?.code === 'ERR_SCRIPT_EXECUTION_TIMEOUT') throw new TimeLimitError(ms);
    throw e;
  } finally {
    depth--;
    context.run = undefined;
  }
}

// Items run in slices of about this long under one watchdog: starting one per item would cost more than small items do.
const SLICE_MS = 200;

/**
 * Calls `each` on every item, each under the time limit. Items run in slices under one
 * watchdog of `ms` plus the slice's length, so the item that is stopped has run at least `ms`;
 * the TimeLimitError names it as `item`.
 */
export function forEachWithTimeLimit<T>(items: readonly T[], each: (item: T) => void, ms: number = userCodeTimeLimit()): void {
  let i = 0;
  while (i < items.length) {
    try {
      runWithTimeLimit(() => {
        const sliceEnd = performance.now() + SLICE_MS;
        do each(items[i++]!);
        while (i < items.length && performance.now() < sliceEnd);
      }, ms + SLICE_MS);
    } catch (e) {
      // `i` moved past the item before it ran: the stopped one is the one before.
      if (e instanceof TimeLimitError) throw new TimeLimitError(ms, items[i - 1]);
      throw e;
    }
  }
}
