import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { parseListing, type CarListing } from '@/nostr/listing';
import { renderScreen } from '@/test/render-screen';

import { signedListing, testKeys } from '@testing/listing-fixtures';
import { GROWTH_DELAY_MS } from './grid-progress';
import { ListingGrid } from './ListingGrid';
import { WindowedListingGrid } from './WindowedListingGrid';

const seller = testKeys();

/** 'Car 0' to 'Car 599', signed once for every test here. */
const LISTINGS: readonly CarListing[] = Array.from({ length: 600 }, (_, index) => {
  const listing = parseListing(signedListing(seller, { d: `car-${index}`, title: `Car ${index}` }));
  if (!listing) throw new Error('fixture is not a valid listing');
  return listing;
});

function titles(): string[] {
  return screen.queryAllByTestId('listing-card').map((card) => within(card).getByRole('heading').textContent ?? '');
}

describe('ListingGrid', () => {
  it('renders every card in one grid, without rows or spacers (the first screen first, the rest right after)', async () => {
    renderScreen(<ListingGrid listings={LISTINGS.slice(0, 200)} />);
    await screen.findByTestId('listing-grid');
    // 200 cards in happy-dom are seconds of CPU when the component tests share two cores with other workers.
    const all = Array.from({ length: 200 }, (_, index) => `Car ${index}`);
    await waitFor(() => expect(titles()).toEqual(all), { timeout: 20_000 });
    const grid = screen.getByTestId('listing-grid');
    expect(grid.children).toHaveLength(200);
    expect(grid.getAttribute('style')).toBeNull();
  });
});

describe('ListingGrid while the search is typed', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('renders a new result set past its first screen only once typing pauses', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const control: { show?: (listings: readonly CarListing[]) => void } = {};
    function Results() {
      const [listings, setListings] = useState<readonly CarListing[]>(LISTINGS.slice(0, 40));
      useEffect(() => {
        control.show = setListings;
      }, []);
      return <ListingGrid listings={listings} />;
    }
    const show = (listings: readonly CarListing[]) => control.show?.(listings);
    renderScreen(<Results />);
    expect(titles()).toHaveLength(8);
    // Keystrokes closer together than the delay: each new set shows its first screen, nothing below it.
    for (const start of [40, 80, 120]) {
      act(() => vi.advanceTimersByTime(GROWTH_DELAY_MS - 1));
      act(() => show(LISTINGS.slice(start, start + 40)));
      expect(titles()).toEqual(Array.from({ length: 8 }, (_, index) => `Car ${start + index}`));
    }
    act(() => vi.advanceTimersByTime(GROWTH_DELAY_MS - 1));
    expect(titles()).toHaveLength(8);
    // The pause: the rest follows, a few rows per render.
    act(() => vi.advanceTimersByTime(1));
    expect(titles()).toEqual(Array.from({ length: 40 }, (_, index) => `Car ${120 + index}`));
  });
});

describe('WindowedListingGrid', () => {
  // happy-dom lays nothing out: give every row the height a browser would measure.
  const ROW_HEIGHT = 400;
  beforeEach(() => {
    vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockImplementation(function offsetHeight(this: HTMLElement) {
      return this.dataset.index === undefined ? 0 : ROW_HEIGHT;
    });
  });
  afterEach(() => {
    vi.restoreAllMocks();
    window.scrollTo(0, 0);
  });

  it('renders only the rows near the viewport, in rows of the current column count', async () => {
    renderScreen(<WindowedListingGrid listings={LISTINGS} />);
    await screen.findByTestId('listing-grid');
    const shown = titles();
    const columns = screen.getByTestId('listing-grid').querySelector<HTMLElement>('[data-index="0"]')!.childElementCount;
    // A 768 px viewport shows two rows; three more are rendered below it, none above the first.
    expect(shown).toEqual(Array.from({ length: 5 * columns }, (_, index) => `Car ${index}`));
    expect(columns).toBe(3);
    // The grid keeps the height of all 200 rows, so the page scrolls as if every card were there.
    expect(parseFloat(screen.getByTestId('listing-grid').style.height)).toBeGreaterThan(200 * 140);
  });

  it('follows the scroll position and keeps the row holding focus', async () => {
    renderScreen(<WindowedListingGrid listings={LISTINGS} />);
    const first = await screen.findByRole('link', { name: 'View Details: Car 0' });
    act(() => first.focus());

    act(() => {
      window.scrollTo(0, 40 * ROW_HEIGHT);
      fireEvent.scroll(window);
    });
    // Rows above the viewport that were never rendered count at their estimated height (148 px here, as
    // happy-dom gives the grid no width), so 16 000 px down is past row 40; only the focused row 0 is above.
    const shown = titles();
    const numbers = shown.map((title) => Number(title.replace('Car ', '')));
    expect(numbers.slice(0, 3)).toEqual([0, 1, 2]);
    expect(numbers.length).toBeGreaterThan(3);
    expect(numbers.slice(3).every((number) => number > 40 * 3)).toBe(true);
    expect(document.activeElement).toBe(first);

    act(() => first.blur());
    expect(titles()).not.toContain('Car 0');
  });
});
