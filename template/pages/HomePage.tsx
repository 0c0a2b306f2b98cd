import { Icon } from '../components/Icon';
import { Link } from '../components/Link';
import { PageShell } from '../components/PageShell';
import { useSite } from '../hooks/site-context';
import { translate } from '../i18n/translate';
import { latestVersion, mainDocPath } from '../lib/versions';

/** The built-in home page, used when the site has no React index page: a hero with the title, tagline and the way in. */
export function HomePage() {
  const site = useSite();
  const latest = latestVersion(site);
  return (
    <PageShell layout="plain" className="docs-home">
      <section className="docs-hero">
        <div className="docs-container docs-hero__inner">
          <h1 className="docs-hero__title">{site.title}</h1>
          {site.tagline ? <p className="docs-hero__tagline">{site.tagline}</p> : null}
          <div className="docs-hero__actions">
            {latest ? (
              <Link to={mainDocPath(latest)} className="docs-button docs-button--primary docs-button--large">
                {translate({ id: 'theme.home.getStarted', message: 'Get started' })}
                <Icon name="chevron-right" size={18} />
              </Link>
            ) : null}
            {site.blog ? (
              <Link to={site.blog.path} className="docs-button docs-button--secondary docs-button--large">
                {site.blog.title}
              </Link>
            ) : null}
          </div>
        </div>
      </section>
    </PageShell>
  );
}
