import { describe, expect, it } from 'vitest';
import { headTags, noFlashScript } from '../../../template/head-script';
import { makeSite } from './fixtures';

/** Runs the no-flash script against a fake <html> and localStorage; returns the attributes it set. */
function run(script: string, stored: Record<string, string>, prefersDark = false): Record<string, string> {
  const attributes: Record<string, string> = {};
  const document = { documentElement: { setAttribute: (name: string, value: string) => (attributes[name] = value) } };
  const localStorage = { getItem: (key: string) => stored[key] ?? null };
  const matchMedia = () => ({ matches: prefersDark });
  new Function('document', 'localStorage', 'window', 'matchMedia', script)(document, localStorage, { matchMedia }, matchMedia);
  return attributes;
}

describe('no-flash script', () => {
  it('applies the stored mode, else the default, ignoring the system preference', () => {
    const script = noFlashScript(makeSite());
    expect(run(script, {})['data-theme']).toBe('light');
    expect(run(script, {}, true)['data-theme']).toBe('light');
    expect(run(script, { theme: 'dark' })['data-theme']).toBe('dark');
    expect(run(script, { theme: 'purple' })['data-theme']).toBe('light');
  });

  it('uses the configured default mode', () => {
    const site = makeSite({ colorMode: { defaultMode: 'dark', disableSwitch: false, respectPrefersColorScheme: false } });
    expect(run(noFlashScript(site), {})['data-theme']).toBe('dark');
  });

  it('marks a dismissed announcement bar only while its id is unchanged', () => {
    const script = noFlashScript(makeSite());
    expect(run(script, { 'docs-announcement-dismissed': 'bar-1' })).toHaveProperty('data-announcement-dismissed');
    expect(run(script, { 'docs-announcement-dismissed': 'bar-0' })).not.toHaveProperty('data-announcement-dismissed');
  });

  it('adds the base-URL check on the home page only', () => {
    const site = makeSite();
    expect(headTags(site, { kind: 'home', path: '/', title: '', props: {} }).match(/<script>/g)).toHaveLength(2);
    expect(headTags(site, { kind: 'notFound', path: '/x', title: '', props: {} }).match(/<script>/g)).toHaveLength(1);
  });

  it('cannot be closed early by config strings', () => {
    const site = makeSite();
    site.announcementBar!.id = '</script><script>alert(1)</script>';
    expect(noFlashScript(site)).not.toContain('</script>');
  });
});
