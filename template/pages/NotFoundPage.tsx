import { Link } from '../components/Link';
import { PageShell } from '../components/PageShell';
import { useSite } from '../hooks/site-context';
import { translate } from '../i18n/translate';
import { latestVersion, mainDocPath } from '../lib/versions';

/** The page for unknown paths: says so, suggests why, and offers ways back in. */
export function NotFoundPage() {
  const site = useSite();
  const latest = latestVersion(site);
  return (
    <PageShell layout="plain" className="docs-container docs-not-found">
      <p className="docs-not-found__code" aria-hidden="true">
        404
      </p>
      <h1>{translate({ id: 'theme.NotFound.title', message: 'Page Not Found' })}</h1>
      <p>{translate({ id: 'theme.NotFound.p1', message: 'We could not find what you were looking for.' })}</p>
      <p>
        {translate({
          id: 'theme.NotFound.p2',
          message: 'Please contact the owner of the site that linked you to the original URL and let them know their link is broken.',
        })}
      </p>
      <div className="docs-not-found__actions">
        <Link to="/" className="docs-button docs-button--primary">
          {translate({ id: 'theme.NotFound.home', message: 'Go to the home page' })}
        </Link>
        {latest ? (
          <Link to={mainDocPath(latest)} className="docs-button docs-button--secondary">
            {translate({ id: 'theme.NotFound.docs', message: 'Read the docs' })}
          </Link>
        ) : null}
        <Link to={site.search.searchPagePath || '/search'} className="docs-button docs-button--secondary">
          {translate({ id: 'theme.NotFound.search', message: 'Search the site' })}
        </Link>
      </div>
    </PageShell>
  );
}
