import { useCallback, useEffect, useRef, useState } from 'react';
import type { SiteData } from '../../src/shared/types';
import { useSite } from '../hooks/site-context';
import { translate } from '../i18n/translate';
import { Icon } from './Icon';
import type { Router } from '../router/router';
import { useRouter } from '../router/router-context';
import type { SearchModal } from '../search/modal';

let modal: Promise<SearchModal> | undefined;

/**
 * Loads the modal's code (a split chunk, with its styles) and creates the modal, once per
 * page load. A failed load is forgotten, so the next hover or shortcut tries again.
 */
function loadModal(site: SiteData, router: Router | null, button: () => HTMLElement | null): Promise<SearchModal> {
  modal ??= import('../search/modal').then(
    ({ createSearchModal }) =>
      createSearchModal({
        site,
        currentRoute: () => router?.getState().route,
        navigate: (url) => (router ? void router.navigate(url) : window.location.assign(url)),
        onClose: () => button()?.focus({ preventScroll: true }),
      }),
    (error: unknown) => {
      modal = undefined;
      throw error;
    },
  );
  return modal;
}

/** True when a key press is typing into something (where "/" is a character, not a shortcut). */
function isEditing(event: KeyboardEvent): boolean {
  const element = event.composedPath()[0] as HTMLElement | undefined;
  if (!element || typeof element.tagName !== 'string') return false;
  return element.isContentEditable || ['INPUT', 'SELECT', 'TEXTAREA', 'BUTTON'].includes(element.tagName);
}

/**
 * The navbar search button. The modal's code loads only when the reader reaches for search
 * (hover, focus or touch of this button); the button, Ctrl/Cmd+K and "/" (when nothing
 * editable has focus) open it, Escape closes it.
 */
export function SearchBar() {
  const site = useSite();
  const router = useRouter();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [loading, setLoading] = useState(false);
  const label = translate({ id: 'theme.SearchBar.label', message: 'Search' });

  const load = useCallback(() => loadModal(site, router, () => buttonRef.current), [site, router]);
  const preload = useCallback(() => {
    load().catch(() => {});
  }, [load]);
  const open = useCallback(() => {
    setLoading(true);
    load()
      .then((m) => m.open())
      .catch((error: unknown) => {
        // Without its code (offline, a failed deploy) the search page still answers.
        console.warn('[docs] The search modal could not load; opening the search page.', error);
        const target = site.search.searchPagePath;
        if (router) void router.navigate(target);
        else window.location.assign(target);
      })
      .finally(() => setLoading(false));
  }, [load, router, site]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const key = event.key?.toLowerCase();
      const commandK = key === 'k' && (event.metaKey || event.ctrlKey) && !event.altKey && !event.shiftKey;
      const slash = event.key === '/' && !event.metaKey && !event.ctrlKey && !event.altKey && !isEditing(event);
      if (!commandK && !slash) return;
      event.preventDefault();
      if (!modal) return open();
      void modal.then((m) => (m.isOpen ? commandK && m.close() : m.open()), () => open());
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [open]);

  return (
    <button
      ref={buttonRef}
      type="button"
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
    </button>
  );
}

