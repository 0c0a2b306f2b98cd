import type { ImgHTMLAttributes } from 'react';
import { useSite } from '../hooks/site-context';
import { withBase } from '../lib/url';

/** An image in rendered content: loads lazily, decodes off the main thread, and resolves site-relative sources. */
export function ContentImage({ src, alt, ...rest }: ImgHTMLAttributes<HTMLImageElement>) {
  const site = useSite();
  return (
    <img
      {...rest}
      src={typeof src === 'string' ? withBase({ baseUrl: site.baseUrl, trailingSlash: undefined }, src) : src}
      alt={alt ?? ''}
      loading="lazy"
      decoding="async"
    />
  );
}
