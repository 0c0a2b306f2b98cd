import { useContext, type AnchorHTMLAttributes, type Ref } from 'react';
import { isExternalUrl, pathnameEscape, withBase } from 'docs-kiln/shared/url';
import { RouteContext, useSite } from '../hooks/site-context';
import { isWebUrl, pageUrl, resolveRelativeHref } from '../lib/url';
import { noteLink } from './link-collector';

/** Props of Link: `to` for a route of the site, `href` for anything (routes work there too). */
export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to?: string;
  href?: string;
  ref?: Ref<HTMLAnchorElement>;
}

/**
 * A link: routes get the base URL and are navigated client-side by the router;
 * web links to other sites open in a new tab, safely. A `pathname:///x` link gets the base URL
 * and is marked `rel="external"`, which the router and prefetch leave to the browser.
 */
export function Link({ to, href, target, rel, children, ...rest }: LinkProps) {
  const site = useSite();
  const route = useContext(RouteContext);
  const given = to ?? href ?? '';
  const escaped = pathnameEscape(given);
  // As written: no trailing slash is added or removed, the path is not the router's.
  if (escaped !== undefined)
    return (
      <a {...rest} href={withBase({ baseUrl: site.baseUrl }, escaped)} target={target} rel={rel ?? 'external'}>
        {children}
      </a>
    );
  const external = isExternalUrl(given);
  // A relative path ("./email", "../api/x") resolves against the page's own URL, as Docusaurus'
  // Link does: the HTML then holds the same absolute link however the host serves the page.
  const raw = route ? resolveRelativeHref(given, pageUrl(site, route)) : given;
  const opensTab = external && isWebUrl(raw) && !raw.startsWith(site.url + site.baseUrl);
  const resolved = external ? raw : withBase(site, raw);
  // The server render collects it for the link checker.
  noteLink(resolved);
  return (
    <a {...rest} href={resolved} target={target ?? (opensTab ? '_blank' : undefined)} rel={rel ?? (opensTab ? 'noopener noreferrer' : undefined)}>
      {children}
    </a>
  );
}
