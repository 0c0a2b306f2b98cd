import NProgress from 'nprogress';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SPINNER_DELAY_MS } from '../../../template/components/PageLoader';
import { ZOOM_DELAY_MS, ZOOM_SCROLL_OFFSET, ZOOM_SELECTOR } from '../../../template/runtime/image-zoom';
import { canPrefetch } from '../../../template/runtime/link-prefetch';
import { PROGRESS_DELAY_MS, PROGRESS_SETTINGS } from '../../../template/runtime/progress-bar';

describe('prefetch conditions', () => {
  it('prefetches without connection information and on fast connections', () => {
    expect(canPrefetch(undefined)).toBe(true);
    expect(canPrefetch({ effectiveType: '4g', saveData: false })).toBe(true);
    expect(canPrefetch({ effectiveType: '3g' })).toBe(true);
  });

  it('skips 2g, slow-2g and data-saver connections', () => {
    expect(canPrefetch({ effectiveType: '2g' })).toBe(false);
    expect(canPrefetch({ effectiveType: 'slow-2g' })).toBe(false);
    expect(canPrefetch({ effectiveType: '4g', saveData: true })).toBe(false);
  });
});

describe('runtime constants', () => {
  it('delays the progress bar and the spinner by 200 ms', () => {
    expect(PROGRESS_DELAY_MS).toBe(200);
    expect(SPINNER_DELAY_MS).toBe(200);
  });

  it('zooms content images 1 s after a route change and closes on a 40 px scroll', () => {
    expect(ZOOM_DELAY_MS).toBe(1000);
    expect(ZOOM_SCROLL_OFFSET).toBe(40);
    expect(ZOOM_SELECTOR).toContain('.docs-markdown img');
  });
});

describe('progress bar settings', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('match the progress bar defaults', () => {
    expect(PROGRESS_SETTINGS).toEqual({ minimum: 0.08, speed: 200, trickleSpeed: 800, trickleRate: 0.02, showSpinner: false });
  });

  it('are all read by the installed nprogress, trickleRate included', () => {
    NProgress.configure(PROGRESS_SETTINGS as Partial<NProgress.NProgressOptions>);
    expect(NProgress.settings).toMatchObject(PROGRESS_SETTINGS);
    // Each trickle step is a random share of trickleRate: at most 0.02.
    const inc = vi.spyOn(NProgress, 'inc').mockImplementation(() => NProgress);
    vi.spyOn(Math, 'random').mockReturnValue(0.5);
    NProgress.trickle();
    expect(inc).toHaveBeenCalledWith(0.01);
  });
});
