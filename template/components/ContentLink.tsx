import type { AnchorHTMLAttributes } from 'react';
import { Link } from './Link';

/**
 * A link in rendered content: routes navigate client-side, other sites open in a new tab; an
 * anchor without href (`<a id>`) stays one. A relative URL ("./x", "../x", "x") is resolved
 * against the page's URL by Link, as Docusaurus does.
 */
export function ContentLink({ href, ...props }: AnchorHTMLAttributes<HTMLAnchorElement>) {
  if (href === undefined) return <a {...props} />;
  return <Link {...props} href={href} />;
}
