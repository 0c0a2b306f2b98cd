import type { ReactPageProps } from '../../src/shared/types';
import { MAIN_ID } from '../lib/ids';
import { loadedPageComponent } from '../router/route-modules';

/** A React page (content/pages/*.tsx): its module's default export, inside the site layout. */
export function ReactPage({ page }: { page: ReactPageProps }) {
  const PageComponent = loadedPageComponent(page.module);
  return (
    <main id={MAIN_ID} className="docs-react-page">
      <PageComponent />
    </main>
  );
}
