import { Component, type ErrorInfo, type ReactNode } from 'react';

import { ErrorFallback } from './ErrorFallback';

interface State {
  error: Error | null;
}

/** Catches rendering errors anywhere below it; 'Try again' clears the error and re-renders the children. */
export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  componentDidCatch(error: Error, info: ErrorInfo): void {
    // The report goes to the console; docs/product.md §8 leaves the receiving service unspecified.
    console.error('[ErrorBoundary] Uncaught rendering error', error, info.componentStack);
  }

  private reset = () => this.setState({ error: null });

  render() {
    if (this.state.error) return <ErrorFallback error={this.state.error} onRetry={this.reset} />;
    return this.props.children;
  }
}
