import type { DocTagProps } from 'docs-kiln/shared/types';
import { DocCard } from '../components/DocCard';
import { Link } from '../components/Link';
import { PageShell } from '../components/PageShell';
import { useSite } from '../hooks/site-context';
import { plural } from '../i18n/plural';
import { translate } from '../i18n/translate';
import { findVersion } from '../lib/versions';

/** /docs/tags/{tag}: the docs with one tag, each with its description. */
export function DocTagPage({ data }: { data: DocTagProps }) {
  const site = useSite();
  const version = findVersion(site, data.pluginId, data.version);
  const allTags = `${(version?.path ?? '/docs').replace(/\/+$/, '')}/tags`;
  return (
    <PageShell layout="plain" className="docs-container docs-page">
      <header className="docs-page__header">
        <h1>
          {plural(
            data.docs.length,
            { id: 'theme.docs.tagDocListPageTitle.one', message: 'One doc tagged with "{tagName}"' },
            { id: 'theme.docs.tagDocListPageTitle.other', message: '{count} docs tagged with "{tagName}"' },
            { tagName: data.tag.label },
          )}
        </h1>
        {data.tag.description ? <p className="docs-page__lead">{data.tag.description}</p> : null}
        <Link to={allTags} className="docs-page__header-link">
          {translate({ id: 'theme.tags.tagsPageLink', message: 'View all tags' })}
        </Link>
      </header>
      <ul className="docs-card-list">
        {data.docs.map((doc) => (
          <li key={doc.id}>
            <DocCard href={doc.permalink} title={doc.title} text={doc.description} />
          </li>
        ))}
      </ul>
    </PageShell>
  );
}
