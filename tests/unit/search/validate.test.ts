import { describe, expect, it } from 'vitest';
import { checkSearchCredentials, requireCredential } from '../../../src/search/validate.js';

describe('checkSearchCredentials', () => {
  it('accepts both values set, and neither (the built-in local search)', () => {
    expect(checkSearchCredentials({ appId: 'APP', apiKey: 'key' })).toEqual([]);
    expect(checkSearchCredentials({})).toEqual([]);
    expect(checkSearchCredentials({ appId: '', apiKey: '' })).toEqual([]);
  });

  it('says which value is missing when only one is set', () => {
    const [missingKey] = checkSearchCredentials({ appId: 'APP', apiKey: '' }, { file: 'site.config.json' });
    expect(missingKey).toMatchObject({
      rule: 'search/missing-api-key',
      severity: 'error',
      file: 'site.config.json',
      message: 'search.apiKey is missing: expected a non-empty string, received ""',
    });
    expect(missingKey!.hint).toContain('search.apiKey');
    const [missingApp] = checkSearchCredentials({ apiKey: 'key' });
    expect(missingApp).toMatchObject({ rule: 'search/missing-app-id', message: 'search.appId is missing: expected a non-empty string, received nothing' });
  });

  it('treats a blank or non-string value as missing', () => {
    expect(checkSearchCredentials({ appId: 'APP', apiKey: '   ' })[0]!.message).toMatch(/^search\.apiKey is missing/);
    expect(checkSearchCredentials({ appId: 42, apiKey: 'key' })[0]!.message).toBe('search.appId is missing: expected a non-empty string, received number');
  });

  it('uses the names the caller gives (environment variables for --push)', () => {
    const [d] = checkSearchCredentials({ appId: 'APP' }, { names: { appId: 'ALGOLIA_APP_ID', apiKey: 'ALGOLIA_ADMIN_KEY' } });
    expect(d!.message).toMatch(/^ALGOLIA_ADMIN_KEY is missing/);
  });
});

describe('requireCredential', () => {
  it('returns a non-empty value and throws naming a missing one, without echoing values', () => {
    expect(requireCredential('abc', 'X', 'hint')).toBe('abc');
    expect(() => requireCredential('', 'ALGOLIA_ADMIN_KEY', 'set it.')).toThrow('ALGOLIA_ADMIN_KEY is missing: set it.');
    expect(() => requireCredential(undefined, 'ALGOLIA_APP_ID', 'set it.')).toThrow('ALGOLIA_APP_ID is missing: set it.');
  });
});
