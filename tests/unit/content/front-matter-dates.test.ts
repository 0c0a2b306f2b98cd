import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { frontMatterDate } from '../../../src/content/calendar-date.js';

// Front matter keeps dates as text; read back, each must be the instant Docusaurus' YAML reader makes of it.
const require = createRequire(import.meta.url);
const jsYaml = require('js-yaml') as { safeLoad(text: string): { d: unknown } };

describe('a front matter date', () => {
  for (const text of [
    '2024-05-31',
    '2024-05-31 10:00:00',
    '2024-5-3T09:05:07',
    '2024-05-31T10:00:00.25Z',
    '2024-05-31 10:00:00 +02:00',
    '2024-05-31t10:00:00-5',
    '2024-05-31T10:00:00.123456+05:30',
  ]) {
    it(`reads ${text} as js-yaml 3 does (UTC unless it names a zone)`, () => {
      const theirs = jsYaml.safeLoad(`d: ${text}`).d;
      expect(theirs).toBeInstanceOf(Date);
      expect(frontMatterDate(text).toISOString()).toBe((theirs as Date).toISOString());
    });
  }

  it('reads any other text as Date does, as Docusaurus validates it', () => {
    expect(frontMatterDate('May 31, 2024 10:00 UTC').toISOString()).toBe('2024-05-31T10:00:00.000Z');
    expect(Number.isNaN(frontMatterDate('someday').getTime())).toBe(true);
  });
});
