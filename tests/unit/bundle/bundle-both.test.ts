import { describe, expect, it } from 'vitest';
import { bundleBoth } from '../../../src/bundle/bundle-both.js';
import { deferred } from '../../../src/bundle/deferred.js';

// Two bundles that record when they start and finish, each finishing when the test says so.
function bundles() {
  const events: string[] = [];
  const server = deferred<string>();
  const browser = deferred<string>();
  return {
    events,
    server,
    browser,
    run: (oneAtATime: Promise<boolean>) =>
      bundleBoth(
        () => {
          events.push('server starts');
          return server.promise.then((v) => {
            events.push('server done');
            return v;
          });
        },
        () => {
          events.push('browser starts');
          return browser.promise.then((v) => {
            events.push('browser done');
            return v;
          });
        },
        oneAtATime,
      ),
  };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('the two bundles of a build', () => {
  it('run at once on a site of ordinary size', async () => {
    const b = bundles();
    const both = b.run(Promise.resolve(false));
    await tick();
    expect(b.events).toEqual(['server starts', 'browser starts']);
    b.browser.resolve('client');
    b.server.resolve('server');
    expect(await both).toEqual(['server', 'client']);
  });

  it('run one after the other on a large site, the server first', async () => {
    const b = bundles();
    const decision = deferred<boolean>();
    const both = b.run(decision.promise);
    await tick();
    expect(b.events).toEqual(['server starts']);
    decision.resolve(true);
    await tick();
    expect(b.events).toEqual(['server starts']);
    b.server.resolve('server');
    await tick();
    expect(b.events).toEqual(['server starts', 'server done', 'browser starts']);
    b.browser.resolve('client');
    expect(await both).toEqual(['server', 'client']);
  });

  it("on a large site, a failed server bundle is the result and the browser's never starts", async () => {
    const b = bundles();
    const both = b.run(Promise.resolve(true));
    b.server.reject(new Error('template/build: a syntax error'));
    await expect(both).rejects.toThrow('a syntax error');
    expect(b.events).toEqual(['server starts']);
  });

  it("waits for the server's bundle to end when the browser's fails at once, then reports that failure", async () => {
    const b = bundles();
    let ended = false;
    const both = b.run(Promise.resolve(false)).finally(() => (ended = true));
    both.catch(() => {});
    b.browser.reject(new Error('bundle/missing-package: mermaid'));
    await tick();
    expect(ended).toBe(false);
    b.server.resolve('server');
    await expect(both).rejects.toThrow('bundle/missing-package: mermaid');
    expect(b.events).toEqual(['server starts', 'browser starts', 'server done']);
  });

  it('starts no browser bundle when the build fails before the content is read', async () => {
    const b = bundles();
    const decision = deferred<boolean>();
    const both = b.run(decision.promise);
    decision.reject(new Error('content/unreadable-file'));
    await expect(both).rejects.toThrow('content/unreadable-file');
    await tick();
    expect(b.events).toEqual(['server starts']);
  });
});
