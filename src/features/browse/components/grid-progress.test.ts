import { describe, expect, it } from 'vitest';

import { parseListing, type CarListing } from '@/nostr/listing';

import { signedListing, testKeys } from '@testing/listing-fixtures';
import { firstRenderCount } from './grid-progress';

const seller = testKeys();
const CARS: readonly CarListing[] = Array.from({ length: 60 }, (_, index) => {
  const listing = parseListing(signedListing(seller, { d: `car-${index}`, title: `Car ${index}` }));
  if (!listing) throw new Error('fixture is not a valid listing');
  return listing;
});

describe('firstRenderCount', () => {
  it('renders the first screen of a grid shown for the first time', () => {
    expect(firstRenderCount(CARS, { listings: undefined, count: 0 })).toBe(8);
    expect(firstRenderCount(CARS.slice(0, 5), { listings: undefined, count: 0 })).toBe(5);
  });

  it('keeps every card when the same listings come back in a new list (a keystroke that changes nothing)', () => {
    expect(firstRenderCount([...CARS], { listings: CARS, count: 60 })).toBe(60);
  });

  it('keeps a narrowed set whole: every card in it is on screen already', () => {
    const narrowed = CARS.filter((_, index) => index % 3 === 0);
    expect(firstRenderCount(narrowed, { listings: CARS, count: 60 })).toBe(narrowed.length);
  });

  it('stops a widened set before its ninth new card', () => {
    const shown = CARS.filter((_, index) => index % 2 === 0);
    // Cars 1, 3, 5, … are new: the 9th new one is car 17, at index 17.
    expect(firstRenderCount(CARS, { listings: shown, count: shown.length })).toBe(17);
  });

  it('counts as on screen only the cards that were rendered, not the whole last set', () => {
    expect(firstRenderCount(CARS, { listings: CARS, count: 20 })).toBe(28);
  });
});
