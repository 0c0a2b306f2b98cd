import type { ReactNode } from 'react';
import useIsBrowser from './useIsBrowser';

/**
 * `@docusaurus/BrowserOnly`: renders `children()` only in the browser, after hydration;
 * the server and the hydrating render show `fallback`, so the HTML matches.
 */
export default function BrowserOnly({ children, fallback }: { children: () => ReactNode; fallback?: ReactNode }) {
  const isBrowser = useIsBrowser();
  if (!isBrowser) return <>{fallback ?? null}</>;
  return <>{children()}</>;
}
