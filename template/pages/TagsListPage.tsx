import type { TagsListProps } from 'docs-kiln/shared/types';
import { PageShell } from '../components/PageShell';
import { TagsIndex } from '../components/TagsIndex';
import { translate } from '../i18n/translate';

/** /blog/tags and /docs/tags: every tag of the blog or of a docs version, by first letter, with counts. */
export function TagsListPage({ data }: { data: TagsListProps }) {
  return (
    <PageShell layout="plain" className="docs-container docs-page">
      <header className="docs-page__header">
        <h1>{translate({ id: 'theme.tags.tagsPageTitle', message: 'Tags' })}</h1>
      </header>
      <TagsIndex tags={data.tags} />
    </PageShell>
  );
}
