import { Suspense } from 'react';
import { getLoadedPage } from '@docs/pages';
import type { ReactPageProps } from 'docs-kiln/shared/types';
import { PageLoader } from '../components/PageLoader';
import { PageModuleBoundary } from '../components/PageModuleBoundary';
import { PageModuleContent } from '../components/PageModuleContent';
import { PageShell } from '../components/PageShell';
import { checkPageModule } from '../router/route-modules';

/**
 * A React page (content/pages/*.tsx): its module's default export, inside the site
 * layout. The module is a lazily loaded chunk: hydration keeps the server HTML until
 * it arrives, a slow load shows a spinner, a failed one the error with Retry.
 */
export function ReactPage({ page }: { page: ReactPageProps }) {
  const loaded = getLoadedPage(page.module);
  // Checked outside Suspense so that a module without a default export fails the server render, naming it.
  if (loaded) checkPageModule(page.module, loaded);
  return (
    <PageShell layout="plain" className="docs-react-page">
      <PageModuleBoundary key={page.module}>
        <Suspense fallback={<PageLoader />}>
          <PageModuleContent moduleKey={page.module} />
        </Suspense>
      </PageModuleBoundary>
    </PageShell>
  );
}
