import { useContext, type AnchorHTMLAttributes } from 'react';
import { RouteContext, SiteContext } from '../hooks/site-context';
import { pageUrl, resolveRelativeHref } from '../lib/url';
import { Link } from './Link';

/**
 * A link in rendered content: routes navigate client-side, other sites open in a new tab; an
 * anchor without href (`<a id>`) stays one. A relative URL ("./x", "../x", "x") is resolved
 * against the page's URL, as Docusaurus does.
 */
export function ContentLink({ href, ...props }: AnchorHTMLAttributes<HTMLAnchorElement>) {
  // Content rendered outside a page (a feed, a test) has no page URL to resolve against.
  const route = useContext(RouteContext);
  const site = useContext(SiteContext);
  if (href === undefined) return <a {...props} />;
  return <Link {...props} href={route && site ? resolveRelativeHref(href, pageUrl(site, route)) : href} />;
}
