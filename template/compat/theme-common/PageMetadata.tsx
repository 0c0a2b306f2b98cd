import type { ReactNode } from 'react';
import { withBase } from 'docs-kiln/shared/url';
import { useSite } from '../../hooks/site-context';
import { Head } from '../Head';

/** Props of `PageMetadata`, as in Docusaurus. */
export interface PageMetadataProps {
  title?: string;
  description?: string;
  keywords?: string | readonly string[];
  image?: string;
  children?: ReactNode;
}

/**
 * `PageMetadata` of `@docusaurus/theme-common`: the page's title ("Title | Site"), description,
 * keywords and social image (og:image and twitter:image, as an absolute URL) through `<Head>`,
 * replacing the theme's tags of the same name; its children go into <head> too.
 */
export function PageMetadata({ title, description, keywords, image, children }: PageMetadataProps) {
  const site = useSite();
  const fullTitle = title ? `${title} ${site.titleDelimiter} ${site.title}` : undefined;
  const imageUrl =
    image && !/^[a-z][a-z\d+.-]*:|^\/\//i.test(image) ? `${site.url.replace(/\/$/, '')}${withBase(site, image.startsWith('/') ? image : `/${image}`)}` : image;
  return (
    <Head>
      {fullTitle ? <title>{fullTitle}</title> : null}
      {fullTitle ? <meta property="og:title" content={fullTitle} /> : null}
      {description ? <meta name="description" content={description} /> : null}
      {description ? <meta property="og:description" content={description} /> : null}
      {keywords ? <meta name="keywords" content={Array.isArray(keywords) ? keywords.join(',') : (keywords as string)} /> : null}
      {imageUrl ? <meta property="og:image" content={imageUrl} /> : null}
      {imageUrl ? <meta name="twitter:image" content={imageUrl} /> : null}
      {children}
    </Head>
  );
}
