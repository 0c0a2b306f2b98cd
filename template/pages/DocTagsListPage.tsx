import type { TagsListProps } from 'docs-kiln/shared/types';
import { TagsIndex } from '../components/TagsIndex';
import { translate } from '../i18n/translate';
import { MAIN_ID } from '../lib/ids';

/** /docs/tags: every docs tag of a version, by first letter, with counts. */
export function DocTagsListPage({ data }: { data: TagsListProps }) {
  return (
    <main id={MAIN_ID} className="docs-container docs-page">
      <header className="docs-page__header">
        <h1>{translate({ id: 'theme.tags.tagsPageTitle', message: 'Tags' })}</h1>
      </header>
      <TagsIndex tags={data.tags} />
    </main>
  );
}
