/**
 * The time limit of time-limit.ts for code that runs asynchronously, such as a module's top
 * level run by `import()`, which a `vm` timeout cannot cover. A watchdog thread waits out
 * the limit; should the main thread then be stuck in code that never returns, it stops that
 * code through the inspector (`Runtime.terminateExecution`, as a debugger would), and the call
 * fails with TimeLimitError either way.
 */
import { Worker } from 'node:worker_threads';
import { TimeLimitError, userCodeTimeLimit } from './time-limit.js';

// The watchdog: after the limit, it tells a busy main thread (its heartbeat stopped) from an
// idle one that waits on a promise; only a busy one is stopped, since stopping an idle thread
// would stop the next code it runs instead (the very message that reports the limit).
const WATCHDOG = `
const { parentPort, workerData } = require('node:worker_threads');
const { Session } = require('node:inspector');
const beats = new Int32Array(workerData.heartbeat);
// Alive until the main thread ends it: an inspector reply holds no handle of its own.
setInterval(() => {}, 60000);
setTimeout(() => {
  const before = Atomics.load(beats, 0);
  setTimeout(() => {
    if (Atomics.load(beats, 0) !== before) return parentPort.postMessage('limit');
    const session = new Session();
    session.connectToMainThread();
    session.post('Runtime.terminateExecution', () => parentPort.postMessage('limit'));
  }, workerData.beatMs * 3);
}, workerData.ms);
`;

const BEAT_MS = 100;

/**
 * Runs `fn` and resolves with what it resolves to; when it has not settled after `ms` it is
 * abandoned (and stopped, when it is stuck in a loop) and TimeLimitError is thrown.
 */
export async function runAsyncWithTimeLimit<T>(fn: () => Promise<T>, ms: number = userCodeTimeLimit()): Promise<T> {
  // Without an inspector (a Node built without one) the code runs without a limit.
  if (!process.features.inspector) return fn();
  const heartbeat = new SharedArrayBuffer(4);
  const beats = new Int32Array(heartbeat);
  const beat = setInterval(() => Atomics.add(beats, 0, 1), BEAT_MS);
  const watchdog = new Worker(WATCHDOG, { eval: true, workerData: { ms, heartbeat, beatMs: BEAT_MS } });
  // The watchdog stays referenced: once the stuck code is stopped, its report is all the process waits for.
  beat.unref();
  const limit = new Promise<never>((_, reject) => watchdog.once('message', () => reject(new TimeLimitError(ms))));
  // A report that comes after fn settled is nobody's concern.
  limit.catch(() => {});
  try {
    return await Promise.race([fn(), limit]);
  } finally {
    clearInterval(beat);
    void watchdog.terminate();
  }
}
