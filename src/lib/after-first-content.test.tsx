import { act, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

/**
 * Each test imports the modules afresh: "the first content was shown" happens once per page load.
 */
async function freshModules() {
  vi.resetModules();
  const firstContent = await import('./first-content');
  const { afterFirstContent } = await import('./after-first-content');
  return { ...firstContent, afterFirstContent };
}

const Real = ({ name }: { name: string }) => <button type="button">{`Real ${name}`}</button>;
const placeholder = ({ name }: { name: string }) => <span data-testid="stand-in">{`Stand-in ${name}`}</span>;

beforeEach(() => {
  vi.useRealTimers();
});

describe('afterFirstContent', () => {
  it('shows the stand-in, and does not even start the download, until the main content is shown', async () => {
    const { afterFirstContent, markFirstContentShown } = await freshModules();
    const load = vi.fn(() => Promise.resolve(Real));
    const Deferred = afterFirstContent(load, placeholder);
    render(<Deferred name="heart" />);
    expect(screen.getByTestId('stand-in').textContent).toBe('Stand-in heart');
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(load).not.toHaveBeenCalled();

    act(() => markFirstContentShown());
    expect(await screen.findByRole('button', { name: 'Real heart' })).toBeTruthy();
    expect(screen.queryByTestId('stand-in')).toBeNull();
    expect(load).toHaveBeenCalledTimes(1);
    // Loaded once: another instance renders the real thing at once.
    render(<Deferred name="second" />);
    expect(screen.getByRole('button', { name: 'Real second' })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads anyway after the time limit when nothing says the content was shown', async () => {
    vi.useFakeTimers();
    const { afterFirstContent, FIRST_CONTENT_TIMEOUT_MS } = await freshModules();
    const Deferred = afterFirstContent(() => Promise.resolve(Real), placeholder);
    render(<Deferred name="late" />);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(FIRST_CONTENT_TIMEOUT_MS);
    });
    expect(screen.getByRole('button', { name: 'Real late' })).toBeTruthy();
  });

  it('keeps the stand-in when the download fails, and tries again on the next mount', async () => {
    const { afterFirstContent, markFirstContentShown } = await freshModules();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const load = vi.fn<() => Promise<typeof Real>>().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(Real);
    const Deferred = afterFirstContent(load, placeholder);
    markFirstContentShown();
    const first = render(<Deferred name="retry" />);
    await vi.waitFor(() => expect(warn).toHaveBeenCalled());
    expect(screen.getByTestId('stand-in')).toBeTruthy();
    first.unmount();

    render(<Deferred name="retry" />);
    expect(await screen.findByRole('button', { name: 'Real retry' })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
    warn.mockRestore();
  });
});
