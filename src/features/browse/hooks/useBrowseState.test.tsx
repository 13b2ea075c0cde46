import { act, render } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { createMemoryRouter, createPath, Router, RouterProvider, type Navigator, type To } from 'react-router';
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

/** The search part of where a navigation goes. */
function searchOf(to: To): string {
  return typeof to === 'string' ? new URL(to, 'http://localhost').search : (to.search ?? '');
}

/**
 * The hook under a router whose location updates are held until `show()`: the browser router shows a new URL in a
 * transition, so a keystroke can come between a write and the render of the URL written.
 */
function renderHeld(search: string) {
  const seen: { latest?: Browse } = {};
  const written: string[] = [];
  const navigator: Navigator = {
    createHref: (to) => (typeof to === 'string' ? to : createPath(to)),
    push: (to) => void written.push(searchOf(to)),
    replace: (to) => void written.push(searchOf(to)),
    go: () => undefined,
  };
  function Probe() {
    const browse = useBrowseState();
    useLayoutEffect(() => {
      seen.latest = browse;
    });
    return null;
  }
  const at = (shown: string) => (
    <Router location={{ pathname: '/', search: shown }} navigator={navigator}>
      <Probe />
    </Router>
  );
  const view = render(at(search));
  const current = (): Browse => {
    if (seen.latest === undefined) throw new Error('not rendered');
    return seen.latest;
  };
  /** The router shows the last URL written. */
  const show = () => act(() => view.rerender(at(written.at(-1) ?? search)));
  return { current, written, show };
}

describe('useBrowseState: a change made before the router shows the last one', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("keeps text typed right after 'Clear All', and writes it over the cleared URL", () => {
    const { current, written, show } = renderHeld('?make=Nissan');
    act(() => current().clearFilters());
    expect(written).toEqual(['']);
    // Typed while the router still shows ?make=Nissan.
    act(() => current().setQuery('Berlinette'));
    expect(current().state.query).toBe('Berlinette');
    show();
    expect(current().state.query).toBe('Berlinette');
    expect(current().state.filters.make).toBeUndefined();
    act(() => vi.advanceTimersByTime(SEARCH_URL_DELAY_MS));
    expect(written).toEqual(['', '?q=Berlinette']);
    show();
    expect(current().state.query).toBe('Berlinette');
  });

  it('builds a filter chosen meanwhile on the URL written, not on the one still shown', () => {
    const { current, written, show } = renderHeld('?make=Nissan&q=leaf');
    act(() => current().removeFilter('make'));
    act(() => current().setSort('price-asc'));
    expect(written.at(-1)).toBe('?q=leaf&sort=price-asc');
    show();
    expect(current().state.filters.make).toBeUndefined();
    expect(current().state.sort).toBe('price-asc');
  });
});
