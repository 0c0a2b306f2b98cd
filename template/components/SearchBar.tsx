import { useCallback, useState, type MouseEvent } from 'react';
import { useSite } from '../hooks/site-context';
import { translate } from '../i18n/translate';
import type { Router } from '../router/router';
import { useRouter } from '../router/router-context';
import type { SearchModal } from '../search/modal';
import { Icon } from './Icon';

let modal: Promise<SearchModal> | undefined;
// What had keyboard focus when the modal opened: closing gives it back (the search button by default).
let opener: HTMLElement | null = null;

/** Remembers the focused element before the modal takes focus. */
function rememberOpener(): void {
  const active = document.activeElement;
  opener = active instanceof HTMLElement && active !== document.body && !active.closest('.DocSearch') ? active : null;
}

/** Gives focus back to the element that had it before the modal opened, else to a visible search button. */
function restoreFocus(): void {
  const buttons = [...document.querySelectorAll<HTMLElement>('.docs-search-button')];
  const target = opener?.isConnected ? opener : (buttons.find((button) => button.offsetParent !== null) ?? buttons[0]);
  opener = null;
  target?.focus({ preventScroll: true });
}

/**
 * Loads the modal's code (a split chunk, with its styles) and creates the modal, once per
 * page load. A failed load is forgotten, so the next hover or shortcut tries again.
 */
function loadModal(router: Router): Promise<SearchModal> {
  modal ??= import('../search/modal').then(
    async ({ createSearchModal, loadSearchStylesheet }) => {
      // The modal shows once its styles apply, never unstyled for a moment.
      await loadSearchStylesheet(router.site.search.stylesheet);
      return createSearchModal({
        site: router.site,
        currentRoute: () => router.getState().route,
        navigate: (url) => void router.navigate(url),
        onClose: restoreFocus,
      });
    },
    (error: unknown) => {
      modal = undefined;
      throw error;
    },
  );
  return modal;
}

/** Opens the modal; without its code (offline, a failed deploy) the search page still answers. */
function openModal(router: Router): Promise<void> {
  rememberOpener();
  return loadModal(router).then(
    (m) => m.open(),
    (error: unknown) => {
      console.warn('[docs] The search modal could not load; opening the search page.', error);
      void router.navigate(router.site.search.searchPagePath);
    },
  );
}

/** True when a key press is typing into something (where "/" is a character, not a shortcut). */
function isEditing(event: KeyboardEvent): boolean {
  const element = event.composedPath()[0] as HTMLElement | undefined;
  if (!element || typeof element.tagName !== 'string') return false;
  return element.isContentEditable || ['INPUT', 'SELECT', 'TEXTAREA', 'BUTTON'].includes(element.tagName);
}

/** Ctrl/Cmd+K toggles the modal; "/" opens it when nothing editable has focus (Escape is DocSearch's). */
function onShortcut(event: KeyboardEvent): void {
  const router = window.__docs?.router;
  if (!router || !document.querySelector('.docs-search-button')) return;
  const key = event.key?.toLowerCase();
  const commandK = key === 'k' && (event.metaKey || event.ctrlKey) && !event.altKey && !event.shiftKey;
  const slash = event.key === '/' && !event.metaKey && !event.ctrlKey && !event.altKey && !isEditing(event);
  if (!commandK && !slash) return;
  event.preventDefault();
  if (!modal) {
    void openModal(router);
    return;
  }
  modal.then(
    (m) => {
      if (!m.isOpen) {
        rememberOpener();
        m.open();
      } else if (commandK) m.close();
    },
    () => {},
  );
}

// One listener per page, attached as soon as the client code runs (not after hydration), so
// the shortcuts work from the first moment and however many search buttons the navbar has.
if (typeof window !== 'undefined') window.addEventListener('keydown', onShortcut);

/**
 * The navbar search button: a link to the search page, so it works before the client code
 * runs and opens a new tab on a modified click. The modal's code loads only when the reader
 * reaches for search (hover, focus or touch of this button, or a shortcut); a plain click,
 * Ctrl/Cmd+K and "/" open the modal.
 */
export function SearchBar() {
  const site = useSite();
  const router = useRouter();
  const [loading, setLoading] = useState(false);
  const label = translate({ id: 'theme.SearchBar.label', message: 'Search' });

  const preload = useCallback(() => {
    if (router) loadModal(router).catch(() => {});
  }, [router]);
  const open = useCallback(
    (event: MouseEvent<HTMLAnchorElement>) => {
      if (!router || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      setLoading(true);
      void openModal(router).finally(() => setLoading(false));
    },
    [router],
  );

  return (
    <a
      href={site.search.searchPagePath}
      className="docs-search-button"
      aria-label={label}
      aria-keyshortcuts="Control+K Meta+K /"
      aria-haspopup="dialog"
      aria-busy={loading || undefined}
      onClick={open}
      onPointerEnter={preload}
      onFocus={preload}
      onTouchStart={preload}
    >
      <Icon name="search" size={16} />
      <span className="docs-search-button__placeholder">{label}</span>
    </a>
  );
}
