import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

type WindowSizeModule = typeof import('../../../template/hooks/window-size');

/** A fresh copy of the module, so each test starts before hydration. */
async function load(): Promise<WindowSizeModule> {
  vi.resetModules();
  return import('../../../template/hooks/window-size');
}

describe('window size helper', () => {
  beforeEach(() => {
    vi.unstubAllGlobals();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('is a developer error on the server, where there is no window', async () => {
    const { getWindowSize } = await load();
    expect(() => getWindowSize()).toThrow('getWindowSize() was called before React hydration');
  });

  it('is a developer error in the browser before hydration is over', async () => {
    vi.stubGlobal('window', { innerWidth: 1200, addEventListener() {}, removeEventListener() {} });
    const { getWindowSize } = await load();
    expect(() => getWindowSize()).toThrow('Use useWindowSize(), which returns "ssr" until hydration is over.');
  });

  it('says desktop above 996 px and mobile at 996 px and below, once hydrated', async () => {
    const fakeWindow = { innerWidth: 1200, addEventListener() {}, removeEventListener() {} };
    vi.stubGlobal('window', fakeWindow);
    const { DESKTOP_BREAKPOINT, getWindowSize, isHydrated, markHydrated } = await load();
    expect(DESKTOP_BREAKPOINT).toBe(996);
    expect(isHydrated()).toBe(false);
    markHydrated();
    expect(isHydrated()).toBe(true);
    expect(getWindowSize()).toBe('desktop');
    fakeWindow.innerWidth = 997;
    expect(getWindowSize()).toBe('desktop');
    fakeWindow.innerWidth = 996;
    expect(getWindowSize()).toBe('mobile');
    fakeWindow.innerWidth = 320;
    expect(getWindowSize()).toBe('mobile');
  });

  it('useWindowSize() renders "ssr" on the server', async () => {
    const { useWindowSize } = await load();
    function Probe() {
      return <span>{useWindowSize()}</span>;
    }
    expect(renderToString(<Probe />)).toBe('<span>ssr</span>');
  });
});
