import { Component, type ReactNode } from 'react';
import { forgetPageModule, PageLoadError } from '../router/route-modules';
import { PageLoader } from './PageLoader';

interface State {
  error: unknown;
}

/**
 * Around a lazily loaded React page: a failed load of its code shows the error with a
 * Retry button that loads it again; any other error goes on to the crash page.
 */
export class PageModuleBoundary extends Component<{ moduleKey: string; children?: ReactNode }, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error };
  }

  private retry = (): void => {
    forgetPageModule(this.props.moduleKey);
    this.setState({ error: null });
  };

  render() {
    const { error } = this.state;
    if (error == null) return this.props.children;
    // Not a load failure: a render crash, for the page's ErrorBoundary ("This page crashed.").
    if (!(error instanceof PageLoadError)) throw error;
    return <PageLoader error={error} onRetry={this.retry} />;
  }
}
