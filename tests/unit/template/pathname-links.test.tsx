import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { pathnameEscape } from '../../../shared/url';
import { Link } from '../../../template/components/Link';
import { SiteContext } from '../../../template/hooks/site-context';
import { navigableClickUrl } from '../../../template/router/link-click';
import { makeSite } from './fixtures';

const site = makeSite({ baseUrl: '/base/', trailingSlash: true });

function render(props: { to?: string; href?: string }): string {
  return renderToStaticMarkup(
    <SiteContext.Provider value={site}>
      <Link {...props}>file</Link>
    </SiteContext.Provider>,
  );
}

describe("pathname:// links (Docusaurus' escape from the router)", () => {
  it('reads the path of a pathname:// URL, and nothing of another', () => {
    expect(pathnameEscape('pathname:///files/a.pdf')).toBe('/files/a.pdf');
    expect(pathnameEscape('pathname:///app/')).toBe('/app/');
    expect(pathnameEscape('/files/a.pdf')).toBeUndefined();
    expect(pathnameEscape('https://x.dev')).toBeUndefined();
  });

  it('renders the path under the base URL, without the prefix or a trailing slash added, in the same tab', () => {
    for (const props of [{ to: 'pathname:///files/a.pdf' }, { href: 'pathname:///files/a.pdf' }]) {
      const html = render(props);
      expect(html).toContain('href="/base/files/a.pdf"');
      expect(html).not.toContain('target=');
    }
    expect(render({ to: 'pathname:///legacy/app' })).toContain('href="/base/legacy/app"');
  });

  it('is left to the browser: the router does not navigate to it', () => {
    const html = render({ to: 'pathname:///legacy/app' });
    const attributes = Object.fromEntries([...html.matchAll(/(\w[\w-]*)="([^"]*)"/g)].map((m) => [m[1], m[2]]));
    const anchor = {
      closest: () => anchor,
      hasAttribute: (n: string) => n in attributes,
      getAttribute: (n: string) => attributes[n] ?? null,
    } as unknown as Element;
    const click = { target: anchor, button: 0, defaultPrevented: false, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false };
    expect(navigableClickUrl(click, site, { href: 'https://site.example/base/docs/intro', origin: 'https://site.example' })).toBeUndefined();
  });
});
