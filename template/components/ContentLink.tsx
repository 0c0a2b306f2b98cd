import type { AnchorHTMLAttributes } from 'react';
import { useRoute, useSite } from '../hooks/site-context';
import { pageUrl, resolveRelativeHref } from '../lib/url';
import { Link } from './Link';

/**
 * A link in rendered content: routes navigate client-side, other sites open in a new tab.
 * A relative URL ("./x", "../x", "x") is resolved against the page's URL, as Docusaurus does.
 */
export function ContentLink({ href, ...props }: AnchorHTMLAttributes<HTMLAnchorElement>) {
  const route = useRoute();
  const site = useSite();
  return <Link {...props} href={href === undefined ? href : resolveRelativeHref(href, pageUrl(site, route))} />;
}
