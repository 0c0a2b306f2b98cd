import { useEffect, useState } from 'react';
import { translate } from '../i18n/translate';

/** How long a page may take to load before the spinner shows, so fast loads never flash it. */
export const SPINNER_DELAY_MS = 200;

/** Props of PageLoader: the load's error once it failed, and what Retry does. */
export interface PageLoaderProps {
  error?: unknown;
  onRetry?: () => void;
  delayMs?: number;
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** A page that is still loading: nothing at first, a spinner after the delay, or the error with a Retry button. */
export function PageLoader({ error, onRetry, delayMs = SPINNER_DELAY_MS }: PageLoaderProps) {
  const failed = error !== undefined && error !== null;
  const [spinner, setSpinner] = useState(false);
  useEffect(() => {
    if (failed) return;
    const timer = setTimeout(() => setSpinner(true), delayMs);
    return () => clearTimeout(timer);
  }, [failed, delayMs]);

  if (failed) {
    return (
      <div className="docs-page-loader docs-page-loader--error" role="alert">
        <p className="docs-page-loader__title">{translate({ id: 'theme.PageLoader.error', message: 'This page could not be loaded.' })}</p>
        <p className="docs-page-loader__message">
          <code>{errorText(error)}</code>
        </p>
        <button type="button" className="docs-button docs-button--primary" onClick={onRetry}>
          {translate({ id: 'theme.PageLoader.retry', message: 'Retry' })}
        </button>
      </div>
    );
  }
  return (
    <div className="docs-page-loader" aria-busy="true">
      {spinner ? <div className="docs-spinner" role="status" aria-label={translate({ id: 'theme.PageLoader.loading', message: 'Loading…' })} /> : null}
    </div>
  );
}
