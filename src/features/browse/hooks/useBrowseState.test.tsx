import { act, render } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { SEARCH_URL_DELAY_MS, useBrowseState } from './useBrowseState';

type Browse = ReturnType<typeof useBrowseState>;

/** The hook on a memory router at `path`; `current()` is its latest result. */
function renderBrowse(path: string) {
  const seen: { latest?: Browse } = {};
  function Probe() {
    const browse = useBrowseState();
    useLayoutEffect(() => {
      seen.latest = browse;
    });
    return null;
  }
  const router = createMemoryRouter([{ path: '/', element: <Probe /> }], { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  const current = (): Browse => {
    if (seen.latest === undefined) throw new Error('not rendered');
    return seen.latest;
  };
  const q = () => new URLSearchParams(router.state.location.search).get('q');
  return { router, current, q };
}

describe('useBrowseState: the search text reaches the URL when typing pauses', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('filters on every keystroke, writes the URL once after the pause (a new entry, then replaced)', () => {
    const { router, current, q } = renderBrowse('/?make=BMW');
    const before = router.state.location.key;
    for (const text of ['t', 'to', 'toy']) act(() => current().setQuery(text));
    expect(current().state.query).toBe('toy');
    expect(current().state.filters.make).toBe('BMW');
    expect(router.state.location.key).toBe(before);

    act(() => vi.advanceTimersByTime(SEARCH_URL_DELAY_MS - 1));
    expect(q()).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(q()).toBe('toy');
    expect(router.state.location.search).toBe('?q=toy&make=BMW');
    expect(router.state.historyAction).toBe('PUSH');
    expect(current().state.query).toBe('toy');

    act(() => current().setQuery('toyota '));
    act(() => vi.advanceTimersByTime(SEARCH_URL_DELAY_MS));
    expect(q()).toBe('toyota');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('commits at once on Enter or blur, and a cleared box at once', () => {
    const { router, current, q } = renderBrowse('/');
    act(() => current().setQuery('volvo'));
    act(() => current().commitQuery());
    expect(q()).toBe('volvo');
    act(() => current().setQuery(''));
    expect(q()).toBeNull();
    expect(router.state.historyAction).toBe('PUSH');
    expect(current().state.query).toBe('');
  });

  it('gives way to Back and to links: the URL wins and the pending write is dropped', async () => {
    const { router, current, q } = renderBrowse('/?q=kia');
    act(() => current().setQuery('kia sportage'));
    await act(() => router.navigate('/?q=bmw'));
    expect(current().state.query).toBe('bmw');
    act(() => vi.advanceTimersByTime(SEARCH_URL_DELAY_MS));
    expect(q()).toBe('bmw');

  });

  it('after a write, Back leaves the text typed since then for the page it goes back to', async () => {
    const { router, current, q } = renderBrowse('/');
    act(() => current().setQuery('toyota'));
    act(() => current().commitQuery());
    expect(q()).toBe('toyota');
    act(() => current().setQuery('toyota camry'));
    await act(() => router.navigate(-1));
    expect(router.state.location.search).toBe('');
    expect(current().state.query).toBe('');
    act(() => vi.advanceTimersByTime(SEARCH_URL_DELAY_MS));
    expect(router.state.location.search).toBe('');
  });

  it('keeps the typed text when a filter or the order is chosen meanwhile', () => {
    const { router, current } = renderBrowse('/');
    act(() => current().setQuery('camry'));
    act(() => current().setFilter('make', 'Toyota'));
    expect(router.state.location.search).toBe('?q=camry&make=Toyota');
    expect(current().state.query).toBe('camry');
    act(() => vi.advanceTimersByTime(SEARCH_URL_DELAY_MS));
    expect(router.state.location.search).toBe('?q=camry&make=Toyota');
  });

  it('does not write a URL it already has', () => {
    const { router, current } = renderBrowse('/?q=audi');
    const before = router.state.location.key;
    act(() => current().setQuery('audi a4'));
    act(() => current().setQuery('audi'));
    act(() => vi.advanceTimersByTime(SEARCH_URL_DELAY_MS));
    expect(router.state.location.key).toBe(before);
    expect(current().state.query).toBe('audi');
  });
});
