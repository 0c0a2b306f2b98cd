import { getStorageStore, useStorageStore } from '../hooks/create-store';
import { useSite } from '../hooks/site-context';
import { translate } from '../i18n/translate';
import { ANNOUNCEMENT_DISMISS_KEY } from '../lib/ids';
import { Icon } from './Icon';

/** The announcement bar above the navbar; when closeable, its dismissal is remembered until the bar's id changes. */
export function AnnouncementBar() {
  const site = useSite();
  const store = getStorageStore(ANNOUNCEMENT_DISMISS_KEY);
  const dismissedId = useStorageStore(store);
  const bar = site.announcementBar;
  if (!bar || (bar.isCloseable && dismissedId === bar.id)) return null;
  return (
    // biome-ignore lint/a11y/useSemanticElements: a <section> would take site CSS written for sections; the role gives the same landmark.
    <div
      className="docs-announcement"
      role="region"
      aria-label={translate({ id: 'theme.announcementBar.label', message: 'Announcement' })}
      style={{ backgroundColor: bar.backgroundColor, color: bar.textColor }}
    >
      {/* Content is HTML from the site's own config, not from readers. */}
      <div className="docs-announcement__content" dangerouslySetInnerHTML={{ __html: bar.content }} />
      {bar.isCloseable ? (
        <button
          type="button"
          className="docs-announcement__close"
          aria-label={translate({ id: 'theme.AnnouncementBar.closeButtonAriaLabel', message: 'Close' })}
          onClick={() => store.set(bar.id)}
        >
          <Icon name="close" size={16} />
        </button>
      ) : null}
    </div>
  );
}
