import { translate } from '../i18n/translate';

/** "Last updated on <date> by <author>" under a doc, from its last_update front matter or its last commit. */
export function LastUpdated({ date, author }: { date?: string; author?: string }) {
  // A fixed locale and time zone, so the server and the browser print the same text.
  const day = date ? new Date(date).toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' }) : undefined;
  return (
    <span className="docs-doc__last-updated">
      {day && author
        ? translate({ id: 'theme.lastUpdated.atDateByUser', message: 'Last updated on {date} by {user}' }, { date: day, user: author })
        : day
          ? translate({ id: 'theme.lastUpdated.atDate', message: 'Last updated on {date}' }, { date: day })
          : translate({ id: 'theme.lastUpdated.byUser', message: 'Last updated by {user}' }, { user: author ?? '' })}
    </span>
  );
}
