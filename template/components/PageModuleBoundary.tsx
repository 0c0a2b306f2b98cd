import { Component, type ReactNode } from 'react';
import { MAIN_ID } from '../lib/ids';
import { PageLoadError } from '../router/page-load-error';
import { PageLoader } from './PageLoader';

interface State {
  error: unknown;
}

/** Props of PageModuleBoundary; `main` wraps the error in the page's <main> when nothing around provides one. */
export interface PageModuleBoundaryProps {
  children?: ReactNode;
  main?: boolean;
}

/**
 * Around lazily loaded page code (a React page): a failed load
 * shows the error with a Retry button that loads it again; any other error goes on to
 * the crash page.
 */
export class PageModuleBoundary extends Component<PageModuleBoundaryProps, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error };
  }

  private retry = (): void => {
    (this.state.error as PageLoadError).forget();
    this.setState({ error: null });
  };

  render() {
    const { error } = this.state;
    if (error == null) return this.props.children;
    // Not a load failure: a render crash, for the page's ErrorBoundary ("This page crashed.").
    if (!(error instanceof PageLoadError)) throw error;
    const loader = <PageLoader error={error} onRetry={this.retry} />;
    return this.props.main ? (
      <main id={MAIN_ID} className="docs-container">
        {loader}
      </main>
    ) : (
      loader
    );
  }
}
