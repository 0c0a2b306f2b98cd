import { useEffect } from 'react';
import { withBase } from 'docs-kiln/shared/url';
import { useSite } from '../hooks/site-context';
import { useRouter } from '../router/router-context';
import { Head } from './Head';

/** Props of `<Redirect>`, as react-router 5 takes them (an object `to` is a location). */
export interface RedirectProps {
  to: string | { pathname?: string; search?: string; hash?: string };
  push?: boolean;
}

/**
 * `Redirect` of `@docusaurus/router`: sends the reader to `to`. The static page says so in its
 * <head> (a refresh to the target, which is also the canonical URL), so it redirects before any
 * script runs; in the browser the router goes there, replacing the page in history.
 */
export function Redirect({ to, push = false }: RedirectProps) {
  const site = useSite();
  const router = useRouter();
  const raw = typeof to === 'string' ? to : `${to.pathname ?? ''}${to.search ?? ''}${to.hash ?? ''}`;
  const href = withBase(site, raw);
  useEffect(() => {
    if (router) void router.navigate(href, { replace: !push });
    else window.location.replace(href);
  }, [router, href, push]);
  // Only in the static page: in the browser a refresh tag would load the target again.
  if (typeof window !== 'undefined') return null;
  const absolute = /^[a-z][a-z\d+.-]*:|^\/\//i.test(href) ? href : `${site.url.replace(/\/$/, '')}${href}`;
  return (
    <Head>
      <meta httpEquiv="refresh" content={`0; url=${href}`} />
      <link rel="canonical" href={absolute} />
    </Head>
  );
}
