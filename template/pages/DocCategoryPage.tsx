import type { DocCategoryPageProps } from 'docs-kiln/shared/types';
import { Breadcrumbs } from '../components/Breadcrumbs';
import { categoryItemCount, DocCard } from '../components/DocCard';
import { PageShell } from '../components/PageShell';
import { Pagination } from '../components/Pagination';
import { VersionBanner } from '../components/VersionBanner';
import { useRoute, useSite } from '../hooks/site-context';
import { findVersion, instanceVersions } from '../lib/versions';
import { translate } from '../i18n/translate';

/** A category's generated index page: its title and description, then a card per item of the category, in the docs layout. */
export function DocCategoryPage({ data }: { data: DocCategoryPageProps }) {
  const route = useRoute();
  const site = useSite();
  const version = findVersion(site, data.pluginId, data.version);
  return (
    <PageShell layout="docs" sidebar={data.sidebar}>
      <VersionBanner doc={data} />
      <Breadcrumbs items={data.breadcrumbs} current={{ label: data.title, path: route.path }} />
      {version && instanceVersions(site, version.pluginId).length > 1 ? (
        <span className="docs-badge docs-doc__version-badge">
          {translate({ id: 'theme.docs.versionBadge.label', message: 'Version: {versionLabel}' }, { versionLabel: version.label })}
        </span>
      ) : null}
      <article className="docs-doc__article docs-category-index" data-search-content>
        <header>
          <h1 className="docs-doc__title">{data.title}</h1>
          {data.description ? <p className="docs-page__lead">{data.description}</p> : null}
        </header>
        <ul className="docs-card-list docs-category-index__cards">
          {data.items.map((item) => (
            <li key={item.href}>
              <DocCard
                href={item.href}
                title={item.title}
                text={item.description ?? (item.type === 'category' && item.count !== undefined ? categoryItemCount(item.count) : undefined)}
              />
            </li>
          ))}
        </ul>
      </article>
      <Pagination
        label={translate({ id: 'theme.docs.paginator.navAriaLabel', message: 'Docs pages' })}
        previous={data.previous}
        next={data.next}
        previousCaption={translate({ id: 'theme.docs.paginator.previous', message: 'Previous' })}
        nextCaption={translate({ id: 'theme.docs.paginator.next', message: 'Next' })}
      />
    </PageShell>
  );
}
