import { useMemo, type ReactNode } from 'react';
import { PreferredVersionContext, preferredVersionStore } from '../hooks/preferred-version';
import { useSite } from '../hooks/site-context';

/** Provides the preferred docs version store of the site's docs plugin to everything below it. */
export function PreferredVersionProvider({ children }: { children?: ReactNode }) {
  const site = useSite();
  const store = useMemo(() => preferredVersionStore(site), [site]);
  return <PreferredVersionContext.Provider value={store}>{children}</PreferredVersionContext.Provider>;
}
