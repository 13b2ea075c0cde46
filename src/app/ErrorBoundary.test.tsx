import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { ErrorBoundary } from './ErrorBoundary';
import { RouteErrorScreen } from './RouteErrorScreen';

let shouldThrow = true;

function Fragile() {
  if (shouldThrow) throw new Error('Engine stalled');
  return <p>Running smoothly</p>;
}

afterEach(() => {
  vi.restoreAllMocks();
  shouldThrow = true;
});

describe('ErrorBoundary', () => {
  it('shows the fallback with the error details, and "Try again" re-renders the children', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <ErrorBoundary>
        <Fragile />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByText('An unexpected error occurred. The error has been reported.')).toBeInTheDocument();
    expect(screen.getByText('Error details')).toBeInTheDocument();
    expect(screen.getByText('Engine stalled')).toBeInTheDocument();
    expect(logged).toHaveBeenCalled();

    shouldThrow = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByText('Running smoothly')).toBeInTheDocument();
    expect(screen.queryByText('Something went wrong')).not.toBeInTheDocument();
  });

  it('"Reload page" reloads the browser page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload });
    render(
      <ErrorBoundary>
        <Fragile />
      </ErrorBoundary>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Reload page' }));
    expect(reload).toHaveBeenCalledOnce();
  });
});

describe('the router failure screen', () => {
  it('replaces a layout that fails to render with "Unexpected Application Error!" and a way home', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <ErrorBoundary fallback={(error) => <RouteErrorScreen error={error} />}>
        <Fragile />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(screen.getByText('Engine stalled')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
    expect(screen.queryByText('Something went wrong')).not.toBeInTheDocument();
  });
});
