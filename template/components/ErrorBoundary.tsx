import { Component, type ErrorInfo, type ReactNode } from 'react';
import { translate } from '../i18n/translate';

/** Lists an error and its causes, outermost first. */
function causeChain(error: unknown): string[] {
  const messages: string[] = [];
  let current: unknown = error;
  const seen = new Set<unknown>();
  while (current != null && !seen.has(current) && messages.length < 10) {
    seen.add(current);
    messages.push(current instanceof Error ? `${current.name}: ${current.message}` : String(current));
    current = current instanceof Error ? current.cause : undefined;
  }
  return messages;
}

interface State {
  error: unknown;
}

/** Catches a crash while rendering a page and shows "This page crashed." with the cause chain and a "Try again" button. */
export class ErrorBoundary extends Component<{ children?: ReactNode; resetKey?: string }, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error };
  }

  componentDidUpdate(previous: { resetKey?: string }): void {
    // Navigating elsewhere clears the crash, without remounting healthy pages on every route change.
    if (this.state.error != null && previous.resetKey !== this.props.resetKey) this.setState({ error: null });
  }

  componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('[docs] A page crashed while rendering.', error, info.componentStack);
  }

  render() {
    if (this.state.error == null) return this.props.children;
    return (
      <main className="docs-container docs-error-page" id="__docs-main">
        <h1>{translate({ id: 'theme.ErrorPageContent.title', message: 'This page crashed.' })}</h1>
        <button type="button" className="docs-button docs-button--primary" onClick={() => this.setState({ error: null })}>
          {translate({ id: 'theme.ErrorPageContent.tryAgain', message: 'Try again' })}
        </button>
        <ol className="docs-error-page__causes">
          {causeChain(this.state.error).map((message, index) => (
            <li key={index}>
              <code>{message}</code>
            </li>
          ))}
        </ol>
      </main>
    );
  }
}
