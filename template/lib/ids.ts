/** Id of the <main> element of every page, the target of the skip link. */
export const MAIN_ID = '__docs-main';

/** Id of the mobile navigation panel, for the menu button's aria-controls. */
export const MOBILE_MENU_ID = '__docs-mobile-menu';

/** localStorage key holding the id of the dismissed announcement bar (a new id shows the bar again). */
export const ANNOUNCEMENT_DISMISS_KEY = 'docs-announcement-dismissed';

/** Attribute the head script sets on <html> when the bar was dismissed, so it is hidden before hydration. */
export const ANNOUNCEMENT_DISMISSED_ATTRIBUTE = 'data-announcement-dismissed';
