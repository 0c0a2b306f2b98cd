import { translate } from '../i18n/translate';
import { Notice } from './Notice';

/** The notice on unlisted and draft pages, which readers reach only through a direct link. */
export function UnlistedBanner({ unlisted, draft }: { unlisted?: boolean; draft?: boolean }) {
  if (draft) {
    return (
      <Notice kind="caution" title={translate({ id: 'theme.contentVisibility.draftBanner.title', message: 'Draft page' })}>
        <p>
          {translate({
            id: 'theme.contentVisibility.draftBanner.message',
            message: 'This page is a draft. It will only be visible in dev and be excluded from the production build.',
          })}
        </p>
      </Notice>
    );
  }
  if (!unlisted) return null;
  return (
    <Notice kind="caution" title={translate({ id: 'theme.contentVisibility.unlistedBanner.title', message: 'Unlisted page' })}>
      <p>
        {translate({
          id: 'theme.contentVisibility.unlistedBanner.message',
          message: 'This page is unlisted. Search engines will not index it, and only users having a direct link can access it.',
        })}
      </p>
    </Notice>
  );
}
