import { describe, expect, it } from 'vitest';
import { loadAlgolia, MISSING_ALGOLIA_MESSAGE } from '../../../src/search/load-algolia.js';
import { PushError } from '../../../src/search/push-error.js';

const notFound = (specifier: string) =>
  Object.assign(new Error(`Cannot find package '${specifier}' imported from /site/node_modules/docs-kiln/lib/push.js`), { code: 'ERR_MODULE_NOT_FOUND' });

describe('loading the hosted search client (an optional peer dependency)', () => {
  it('says how to install algoliasearch when it is missing', async () => {
    const error = await loadAlgolia(() => Promise.reject(notFound('algoliasearch'))).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PushError);
    expect((error as Error).message).toBe(MISSING_ALGOLIA_MESSAGE);
    expect(MISSING_ALGOLIA_MESSAGE).toContain('npm install algoliasearch');
  });

  it('passes on a failure inside the package, and tries again on the next call', async () => {
    const inner = notFound('@algolia/client-search');
    expect(await loadAlgolia(() => Promise.reject(inner)).catch((e: unknown) => e)).toBe(inner);
    const module = await loadAlgolia();
    expect(typeof module.algoliasearch).toBe('function');
  });
});
