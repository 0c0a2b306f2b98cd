import type { AnchorHTMLAttributes } from 'react';
import { Link } from './Link';

/** A link in rendered content: routes navigate client-side, other sites open in a new tab. */
export function ContentLink(props: AnchorHTMLAttributes<HTMLAnchorElement>) {
  return <Link {...props} />;
}
