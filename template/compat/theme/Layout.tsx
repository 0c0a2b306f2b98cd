import type { ReactNode } from 'react';
import { Head } from '../Head';
import { useSite } from '../../hooks/site-context';

/**
 * `@theme/Layout`, which every page of a Docusaurus site wraps itself in: here the theme
 * already lays out every page (navbar, footer, main), so it gives the page its title and
 * description (as `<title>Title | Site</title>` and meta tags) and a wrapper for
 * `wrapperClassName`. `noFooter` is accepted and ignored.
 */
export default function Layout({
  children,
  title,
  description,
  wrapperClassName,
}: {
  children?: ReactNode;
  title?: string;
  description?: string;
  noFooter?: boolean;
  wrapperClassName?: string;
}) {
  const site = useSite();
  const fullTitle = title ? `${title} ${site.titleDelimiter} ${site.title}` : undefined;
  return (
    <>
      {fullTitle || description ? (
        <Head>
          {fullTitle ? <title>{fullTitle}</title> : null}
          {fullTitle ? <meta property="og:title" content={fullTitle} /> : null}
          {description ? <meta name="description" content={description} /> : null}
          {description ? <meta property="og:description" content={description} /> : null}
        </Head>
      ) : null}
      {wrapperClassName ? <div className={wrapperClassName}>{children}</div> : children}
    </>
  );
}
