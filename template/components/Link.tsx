import { useContext, type AnchorHTMLAttributes } from 'react';
import { RouteContext, useSite } from '../hooks/site-context';
import { isExternalUrl, withBase } from 'docs-kiln/shared/url';
import { isWebUrl, pageUrl } from '../lib/url';

/** Props of Link: `to` for a route of the site, `href` for anything (routes work there too). */
export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to?: string;
  href?: string;
}

/**
 * A link: routes get the base URL and are navigated client-side by the router;
 * web links to other sites open in a new tab, safely.
 */
export function Link({ to, href, target, rel, children, ...rest }: LinkProps) {
  const site = useSite();
  const route = useContext(RouteContext);
  let raw = to ?? href ?? '';
  const external = isExternalUrl(raw);
  // A relative path ("./email", "../api/x") resolves against the page's own URL, as Docusaurus'
  // Link does: the HTML then holds the same absolute link however the host serves the page.
  if (!external && route && raw !== '' && !/^[/#?]/.test(raw)) {
    const resolved = new URL(raw, `http://site${pageUrl(site, route)}`);
    raw = resolved.pathname + resolved.search + resolved.hash;
  }
  const opensTab = external && isWebUrl(raw) && !raw.startsWith(site.url + site.baseUrl);
  return (
    <a
      {...rest}
      href={external ? raw : withBase(site, raw)}
      target={target ?? (opensTab ? '_blank' : undefined)}
      rel={rel ?? (opensTab ? 'noopener noreferrer' : undefined)}
    >
      {children}
    </a>
  );
}
