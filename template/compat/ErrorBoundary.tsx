import { Component, type ReactNode } from 'react';
import { translate } from '../i18n/translate';

/** What `fallback` gets: the error, and a function that renders the children again. */
export interface FallbackParams {
  error: Error;
  tryAgain: () => void;
}

/** Props of `@docusaurus/ErrorBoundary`. */
export interface ErrorBoundaryProps {
  fallback?: (params: FallbackParams) => ReactNode;
  children: ReactNode;
}

/**
 * `@docusaurus/ErrorBoundary`: catches a crash of its children and renders `fallback({ error,
 * tryAgain })` instead, or without one the error's message and a "Try again" button.
 */
export default class ErrorBoundary extends Component<ErrorBoundaryProps, { error: Error | null }> {
  state: { error: Error | null } = { error: null };

  static getDerivedStateFromError(error: unknown): { error: Error } {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    const tryAgain = () => this.setState({ error: null });
    if (this.props.fallback) return this.props.fallback({ error, tryAgain });
    return (
      <div className="docs-error-boundary" role="alert">
        <p>{error.message}</p>
        <button type="button" className="docs-button docs-button--secondary" onClick={tryAgain}>
          {translate({ id: 'theme.ErrorPageContent.tryAgain', message: 'Try again' })}
        </button>
      </div>
    );
  }
}
