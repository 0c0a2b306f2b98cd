import { afterEach, describe, expect, it, vi } from 'vitest';
import { TTY_INTERVAL_MS, TtyProgress } from '../../../src/cli/progress-tty.js';

/** A terminal that keeps what is written, and shows the line as a terminal would after it. */
function fakeTerminal(columns = 80) {
  const writes: string[] = [];
  return {
    columns,
    writes,
    write(text: string) {
      writes.push(text);
      return true;
    },
    /** The line on screen: the text after the last carriage return and erase. */
    get screen(): string {
      const all = writes.join('');
      return all.slice(all.lastIndexOf('\r\x1b[K') + '\r\x1b[K'.length);
    },
  };
}

describe('the live progress line on a terminal', () => {
  afterEach(() => vi.useRealTimers());

  it('names the stages under way, then shows a bar with the page count while pages render', () => {
    let now = 0;
    const term = fakeTerminal();
    const progress = new TtyProgress(term, () => now);
    progress.stageStarted('config');
    expect(term.screen).toBe('Building: config');
    now += 150;
    progress.stageFinished('config');
    now += 150;
    progress.stageStarted('markdown+render');
    now += 150;
    progress.pagesRendered(412, 816);
    expect(term.screen).toBe(`Rendering 412/816 pages [${'#'.repeat(12)}${'-'.repeat(12)}]`);
    expect(term.writes.every((w) => !w.includes('\n'))).toBe(true);
    progress.stop();
    expect(term.screen).toBe('');
  });

  it('writes at most one update every 100 ms, and the latest state once the time is up', () => {
    vi.useFakeTimers();
    let now = 0;
    const term = fakeTerminal();
    const progress = new TtyProgress(term, () => now);
    progress.stageStarted('markdown+render');
    for (let done = 1; done <= 50; done++) {
      now += 5;
      progress.pagesRendered(done, 50);
    }
    // 250 ms of updates every 5 ms: the first at once, then one per 100 ms.
    expect(term.writes.length).toBe(3);
    now += TTY_INTERVAL_MS;
    vi.advanceTimersByTime(TTY_INTERVAL_MS);
    expect(term.writes.length).toBe(4);
    expect(term.screen).toContain('Rendering 50/50 pages');
    progress.stop();
  });

  it('fits the line to the terminal, and writes nothing at stop when nothing was shown', () => {
    let now = 0;
    const term = fakeTerminal(20);
    const progress = new TtyProgress(term, () => now);
    progress.stageStarted('content+routes');
    now += 200;
    progress.stageStarted('bundle');
    expect(term.screen).toBe('Building: content+r');
    const quiet = fakeTerminal();
    new TtyProgress(quiet, () => 0).stop();
    expect(quiet.writes).toEqual([]);
  });
});
