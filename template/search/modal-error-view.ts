/**
 * The modal's error view: DocSearch shows its own only for a moment after a failed search,
 * so this one stays up while the query shown is the one that failed.
 */
import { clampQuery } from './context';

const ERROR_ICON =
  '<svg width="40" height="40" viewBox="0 0 20 20" fill="none" fill-rule="evenodd" stroke="currentColor" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true"><path d="M19 4.8a16 16 0 00-2-1.2m-3.3-1.2A16 16 0 001.1 4.7M16.7 8a12 12 0 00-2.8-1.4M10 6a12 12 0 00-6.7 2M12.3 14.7a4 4 0 00-4.5 0M14.5 11.4A8 8 0 0010 10M3 16L18 2M10 18h0"/></svg>';

/** The error screen's texts, in the site's language. */
interface ErrorTexts {
  titleText: string;
  helpText: string;
}

/**
 * Keeps an error view (DocSearch's markup and texts) over the results area while the query in
 * the box is one whose search could not reach the backend; any other query hides it.
 */
export function trackFailures(texts: ErrorTexts) {
  let failedQuery: string | null = null;
  let observer: MutationObserver | undefined;
  const reconcile = () => {
    const dropdown = document.querySelector<HTMLElement>('.DocSearch-Dropdown');
    const input = document.querySelector<HTMLInputElement>('.DocSearch-Input');
    const show = dropdown !== null && input !== null && failedQuery !== null && failedQuery !== '' && clampQuery(input.value) === failedQuery;
    const current = document.querySelector<HTMLElement>('[data-docs-search-error]');
    if (show) {
      if (!dropdown.hasAttribute('data-docs-search-failed')) dropdown.setAttribute('data-docs-search-failed', '');
      if (current?.parentElement !== dropdown) {
        current?.remove();
        dropdown.append(errorView(texts));
      }
    } else {
      current?.remove();
      document.querySelector('[data-docs-search-failed]')?.removeAttribute('data-docs-search-failed');
    }
  };
  return {
    failed(query: string) {
      failedQuery = query;
      reconcile();
    },
    succeeded(query: string) {
      if (failedQuery === query) failedQuery = null;
      reconcile();
    },
    watch() {
      observer ??= new MutationObserver(reconcile);
      const modal = document.querySelector('.DocSearch-Container');
      if (modal) observer.observe(modal, { subtree: true, childList: true, attributes: true, attributeFilter: ['value'] });
      document.addEventListener('input', reconcile, true);
      reconcile();
    },
    unwatch() {
      observer?.disconnect();
      document.removeEventListener('input', reconcile, true);
      failedQuery = null;
    },
  };
}

/** The error view's element: DocSearch's error screen markup (icon, title, help) announced as an alert. */
function errorView(texts: ErrorTexts): HTMLElement {
  const view = document.createElement('div');
  view.className = 'DocSearch-ErrorScreen';
  view.dataset.docsSearchError = '';
  view.setAttribute('role', 'alert');
  const icon = document.createElement('div');
  icon.className = 'DocSearch-Screen-Icon';
  icon.innerHTML = ERROR_ICON;
  const title = document.createElement('p');
  title.className = 'DocSearch-Title';
  title.textContent = texts.titleText;
  const help = document.createElement('p');
  help.className = 'DocSearch-Help';
  help.textContent = texts.helpText;
  view.append(icon, title, help);
  return view;
}

/** What trackFailures returns: told of each search's outcome, watching while the modal is open. */
export type FailureTracker = ReturnType<typeof trackFailures>;
