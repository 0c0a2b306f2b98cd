import type { ReactNode } from 'react';
import { translate } from '../i18n/translate';
import { nodeText } from '../lib/node-text';

/** Props of Heading (from the markdown stage: `{ as: 'h2', id }`). */
export interface HeadingProps {
  as?: 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6';
  id?: string;
  children?: ReactNode;
}

/** A content heading with an anchor ("#") that appears on hover and focus, so readers can share a link to it. */
export function Heading({ as = 'h2', id, children }: HeadingProps) {
  const Tag = /^h[1-6]$/.test(as) ? as : 'h2';
  if (!id) return <Tag>{children}</Tag>;
  return (
    <Tag id={id} className="docs-heading">
      {children}
      <a
        className="docs-heading__anchor"
        href={`#${id}`}
        aria-label={translate({ id: 'theme.common.headingLinkTitle', message: 'Direct link to {heading}' }, { heading: nodeText(children).trim() })}
      >
        #
      </a>
    </Tag>
  );
}
