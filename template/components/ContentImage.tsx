import type { ImgHTMLAttributes } from 'react';
import { withBase } from 'docs-kiln/shared/url';
import { useSite } from '../hooks/site-context';

/** An image in rendered content: loads lazily, decodes off the main thread, and resolves site-relative sources. */
export function ContentImage({ src, alt, ...rest }: ImgHTMLAttributes<HTMLImageElement>) {
  const site = useSite();
  return <img {...rest} src={typeof src === 'string' ? withBase({ baseUrl: site.baseUrl }, src) : src} alt={alt ?? ''} loading="lazy" decoding="async" />;
}
