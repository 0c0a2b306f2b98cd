import type { MouseEvent } from 'react';
import { translate } from '../i18n/translate';
import { MAIN_ID } from '../lib/ids';
import { ROUTE_FOCUS_ID } from '../router/router';

/** The "Skip to main content" link, first in tab order; also where focus restarts after a client-side navigation. */
export function SkipToContent() {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById(MAIN_ID);
    if (!main) return;
    event.preventDefault();
    // <main> is not focusable by itself; focusing it makes the next Tab start inside the page content.
    main.setAttribute('tabindex', '-1');
    main.focus();
    main.scrollIntoView();
  };
  return (
    <div id={ROUTE_FOCUS_ID} tabIndex={-1} className="docs-route-focus">
      <a className="docs-skip-link" href={`#${MAIN_ID}`} onClick={onClick}>
        {translate({ id: 'theme.common.skipToMainContent', message: 'Skip to main content' })}
      </a>
    </div>
  );
}
