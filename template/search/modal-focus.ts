/**
 * Two fixes of DocSearch's modal for keyboard and assistive technology users: focus that a
 * re-rendered search box took away goes back to it, and the overlay is marked as the modal
 * dialog it is.
 */
import { MAX_QUERY_LENGTH } from './context';

/**
 * DocSearch sometimes renders its search box anew while it is open (about a second after the
 * first opening, as its first answer comes in), and the replaced box takes keyboard focus with
 * it, to the body: what the reader types next goes nowhere. Focus goes back to the new box.
 */
export function keepFocusInModal() {
  let observer: MutationObserver | undefined;
  const refocus = () => {
    const input = document.querySelector<HTMLInputElement>('.DocSearch-Input');
    // A new box has DocSearch's own length limit, not the site's.
    if (input && input.maxLength !== MAX_QUERY_LENGTH) input.maxLength = MAX_QUERY_LENGTH;
    const overlay = document.querySelector('.DocSearch-Container');
    if (!overlay || overlay.contains(document.activeElement)) return;
    if (document.activeElement !== document.body && document.activeElement !== null) return;
    input?.focus({ preventScroll: true });
  };
  return {
    watch() {
      const overlay = document.querySelector('.DocSearch-Container');
      if (!overlay) return;
      observer ??= new MutationObserver(refocus);
      observer.observe(overlay, { subtree: true, childList: true });
    },
    unwatch() {
      observer?.disconnect();
    },
  };
}

/**
 * DocSearch marks its whole overlay as a focusable button labelled by the search box, so
 * assistive technology announces a button holding the dialog and Tab stops on the backdrop:
 * it becomes the modal dialog it is. React leaves these attributes alone afterwards, as its
 * own values for them never change while the modal is open.
 */
export function markAsDialog(label: string): void {
  const overlay = document.querySelector<HTMLElement>('.DocSearch-Container');
  if (!overlay) return;
  overlay.setAttribute('role', 'dialog');
  overlay.setAttribute('aria-modal', 'true');
  overlay.setAttribute('aria-label', label);
  overlay.setAttribute('tabindex', '-1');
  for (const name of ['aria-expanded', 'aria-haspopup', 'aria-labelledby']) overlay.removeAttribute(name);
}

/** What keepFocusInModal returns: started when the modal opens, stopped when it closes. */
export type FocusKeeper = ReturnType<typeof keepFocusInModal>;
