import type { AnchorHTMLAttributes } from 'react';
import { Link } from './Link';

/** A link in rendered content: routes navigate client-side, other sites open in a new tab; an anchor without href (`<a id>`) stays one. */
export function ContentLink(props: AnchorHTMLAttributes<HTMLAnchorElement>) {
  if (props.href === undefined) return <a {...props} />;
  return <Link {...props} />;
}
