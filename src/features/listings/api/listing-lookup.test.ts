import { finalizeEvent, generateSecretKey } from 'nostr-tools';
import { describe, expect, it } from 'vitest';

import { KIND } from '@/config/constants';

import { toListingLookup as lookupOf } from './listing-lookup';
import { toListings } from './to-listings';

/** The lookup of events read the one way listings are read (valid, newest per `pubkey:d`). */
const toListingLookup = (events: Parameters<typeof toListings>[0], id: string, seller: string | undefined) => lookupOf(toListings(events), id, seller);

function listing(secretKey: Uint8Array, d: string, title: string, createdAt: number) {
  return finalizeEvent(
    { kind: KIND.listing, created_at: createdAt, content: '', tags: [['d', d], ['title', title], ['t', 'car']] },
    secretKey,
  );
}

describe('toListingLookup', () => {
  const seller = generateSecretKey();
  const impostor = generateSecretKey();
  const real = listing(seller, 'car-1', 'Real', 100);
  const newerReal = listing(seller, 'car-1', 'Real v2', 200);
  const fake = listing(impostor, 'car-1', 'Fake', 300);
  const other = listing(seller, 'car-2', 'Other', 300);

  it('finds the newest version of the hinted seller and ignores everyone else', () => {
    const lookup = toListingLookup([real, fake, newerReal, other], 'car-1', real.pubkey);
    expect(lookup.status === 'found' && lookup.listing.title).toBe('Real v2');
  });

  it('asks the user to choose when several authors use the id and no seller is named', () => {
    const lookup = toListingLookup([real, fake], 'car-1', undefined);
    expect(lookup.status).toBe('choose');
    expect(lookup.status === 'choose' && lookup.candidates.map((candidate) => candidate.title)).toEqual(['Fake', 'Real']);
  });

  it('shows the only author without a hint, and reports a missing listing', () => {
    expect(toListingLookup([real], 'car-1', undefined).status).toBe('found');
    expect(toListingLookup([fake], 'car-1', real.pubkey).status).toBe('missing');
    expect(toListingLookup([other], 'car-1', undefined).status).toBe('missing');
  });

  it('routes a listing with an empty d by its event id', () => {
    const blank = listing(seller, '', 'No d', 100);
    expect(toListingLookup([blank], blank.id, blank.pubkey).status).toBe('found');
  });
});
