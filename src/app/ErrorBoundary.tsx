import { Component, type ErrorInfo, type ReactNode } from 'react';

import { ErrorFallback } from './ErrorFallback';

interface State {
  error: Error | null;
}

interface ErrorBoundaryProps {
  children: ReactNode;
  /** What to show instead of the children; default: the full-page fallback with 'Try again'. */
  fallback?: (error: Error) => ReactNode;
}

/** Catches rendering errors anywhere below it; 'Try again' clears the error and re-renders the children. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, State> {
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
    const { error } = this.state;
    if (error) return this.props.fallback ? this.props.fallback(error) : <ErrorFallback error={error} onRetry={this.reset} />;
    return this.props.children;
  }
}
