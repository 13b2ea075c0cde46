import { finalizeEvent, generateSecretKey } from 'nostr-tools';
import { describe, expect, it } from 'vitest';

import { KIND } from '@/config/constants';

import { toListings } from './to-listings';

function listingEvent(d: string, createdAt: number) {
  return finalizeEvent(
    {
      kind: KIND.listing,
      created_at: createdAt,
      content: 'A car',
      tags: [
        ['d', d],
        ['title', `Car ${d}`],
        ['price', '1000', 'USD'],
        ['t', 'car'],
      ],
    },
    generateSecretKey(),
  );
}

describe('toListings', () => {
  it('returns the same listing object for an event it has already parsed (a streamed page re-reads every event per batch)', () => {
    const first = listingEvent('a', 1_700_000_000);
    const second = listingEvent('b', 1_700_000_100);
    const [onlyFirst] = toListings([first]);
    const both = toListings([first, second]);
    expect(onlyFirst).toBeDefined();
    expect(both.map((listing) => listing.title)).toEqual(['Car b', 'Car a']);
    expect(both[1]).toBe(onlyFirst);
  });

  it('still drops an invalid event each time it is seen', () => {
    const invalid = { ...listingEvent('c', 1_700_000_000), tags: [['d', 'c']] };
    expect(toListings([invalid])).toEqual([]);
    expect(toListings([invalid])).toEqual([]);
  });
});
