import type { DocPageProps } from 'docs-kiln/shared/types';
import { Breadcrumbs } from '../components/Breadcrumbs';
import { Content } from '../components/Content';
import { Icon } from '../components/Icon';
import { LastUpdated } from '../components/LastUpdated';
import { Link } from '../components/Link';
import { PageShell } from '../components/PageShell';
import { Pagination } from '../components/Pagination';
import { TagList } from '../components/TagList';
import { TocCollapsible } from '../components/TocCollapsible';
import { UnlistedBanner } from '../components/UnlistedBanner';
import { VersionBanner } from '../components/VersionBanner';
import { useRoute, useSite } from '../hooks/site-context';
import { translate } from '../i18n/translate';
import { filterToc } from '../lib/toc';
import { findVersion, instanceVersions } from '../lib/versions';

/** A documentation page: sidebar, banners, breadcrumbs, title, content, tags, pagination and the table of contents. */
export function DocPage({ doc }: { doc: DocPageProps }) {
  const site = useSite();
  const route = useRoute();
  const toc = doc.hideTableOfContents ? [] : filterToc(doc.toc, doc.tocMinLevel || 2, doc.tocMaxLevel || 3);
  const version = findVersion(site, doc.pluginId, doc.version);
  const versionCount = instanceVersions(site, version?.pluginId).length;

  return (
    <PageShell layout="docs" sidebar={doc.sidebar} toc={toc}>
      <VersionBanner doc={doc} />
      <UnlistedBanner unlisted={doc.unlisted} draft={doc.draft} />
      <Breadcrumbs items={doc.breadcrumbs} current={{ label: doc.title, path: route.path }} />
      {version && versionCount > 1 ? (
        <span className="docs-badge docs-doc__version-badge">
          {translate({ id: 'theme.docs.versionBadge.label', message: 'Version: {versionLabel}' }, { versionLabel: version.label })}
        </span>
      ) : null}
      <TocCollapsible items={toc} />
      <article className="docs-doc__article" data-search-content>
        {doc.hideTitle ? null : (
          <header>
            <h1 className="docs-doc__title">{doc.title}</h1>
          </header>
        )}
        <div className="docs-markdown">
          <Content key={route.path} nodes={doc.content} mdx={doc.mdx} />
        </div>
      </article>
      {doc.tags.length > 0 || doc.editUrl || doc.lastUpdate ? (
        <footer className="docs-doc__footer">
          <TagList tags={doc.tags} />
          {doc.lastUpdate ? <LastUpdated {...doc.lastUpdate} /> : null}
          {doc.editUrl ? (
            <Link href={doc.editUrl} className="docs-doc__edit">
              <Icon name="edit" size={16} />
              {translate({ id: 'theme.common.editThisPage', message: 'Edit this page' })}
            </Link>
          ) : null}
        </footer>
      ) : null}
      <Pagination
        label={translate({ id: 'theme.docs.paginator.navAriaLabel', message: 'Docs pages' })}
        previous={doc.previous}
        next={doc.next}
        previousCaption={translate({ id: 'theme.docs.paginator.previous', message: 'Previous' })}
        nextCaption={translate({ id: 'theme.docs.paginator.next', message: 'Next' })}
      />
    </PageShell>
  );
}
