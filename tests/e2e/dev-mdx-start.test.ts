import { afterAll, describe, expect, it, vi } from 'vitest';
import { startDevServer, type DevServer } from '../../src/dev/dev-server.js';
import { freePort } from '../helpers/cli-server.js';
import { copyFixture, removeDir } from '../helpers/fixture.js';

// The file watcher's "ready" (it has read the whole tree: about 0.8 s on a large site) is held
// back until the test lets it through.
const gate = vi.hoisted(() => {
  let open!: () => void;
  return { opened: new Promise<void>((resolve) => (open = resolve)), open: () => open(), ready: false };
});
vi.mock('chokidar', async (importOriginal) => {
  const chokidar = (await importOriginal<{ default: typeof import('chokidar') }>()).default;
  const watch: typeof chokidar.watch = (...args) => {
    const watcher = chokidar.watch(...args);
    const on = watcher.on.bind(watcher);
    watcher.on = ((event: string, listener: (...a: unknown[]) => void) =>
      event === 'ready'
        ? on('ready', () => {
            void gate.opened.then(() => {
              gate.ready = true;
              listener();
            });
          })
        : on(event as 'all', listener)) as typeof watcher.on;
    return watcher;
  };
  return { default: { ...chokidar, watch } };
});

describe('docs dev, first start on MDX', () => {
  let site: string | undefined;
  let started: Promise<DevServer> | undefined;

  afterAll(async () => {
    gate.open();
    await (await started)?.close();
    if (site) removeDir(site);
  });

  it('serves a page with components asked for before the file watcher is ready: its MDX modules are bundled at once, not after the watcher', async () => {
    site = copyFixture('mdx');
    const port = await freePort();
    started = startDevServer({ siteDir: site, port, host: '127.0.0.1', log: () => {} });
    started.catch(() => {});
    // The server answers as soon as it listens, before startDevServer returns.
    let listening = false;
    for (let i = 0; i < 600 && !listening; i++) {
      listening = await fetch(`http://127.0.0.1:${port}/docs/guides/plain`).then(
        (r) => r.ok,
        () => false,
      );
      if (!listening) await new Promise((r) => setTimeout(r, 50));
    }
    expect(listening).toBe(true);
    // /docs renders the Counter component: the page waits for the MDX modules, which must not wait for the watcher.
    const response = await fetch(`http://127.0.0.1:${port}/docs`, { signal: AbortSignal.timeout(30_000) });
    expect(response.status).toBe(200);
    expect(await response.text()).toMatch(/Clicks<!-- -->: <!-- -->42/);
    expect(gate.ready).toBe(false);
  }, 60_000);
});
