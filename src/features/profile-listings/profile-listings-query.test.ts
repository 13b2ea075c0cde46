import { describe, expect, it } from 'vitest';

import { KIND } from '@/config/constants';
import type { CarListing } from '@/nostr/listing';

import { profileListingsFilter, splitListings } from './profile-listings-query';

const SELLER = 'a'.repeat(64);
const OTHER = 'b'.repeat(64);
const listing = (id: string, pubkey: string, status: CarListing['status']) => ({ id, pubkey, status }) as CarListing;

describe('profile listings', () => {
  it("asks for the person's car listings, up to 200", () => {
    expect(profileListingsFilter(SELLER)).toEqual({ kinds: [KIND.listing], authors: [SELLER], limit: 200 });
  });

  it('keeps only their listings, for sale then sold, in the order read', () => {
    const read = [listing('3', SELLER, 'sold'), listing('2', SELLER, 'active'), listing('x', OTHER, 'active'), listing('1', SELLER, 'active')];
    const { active, sold } = splitListings(read, SELLER);
    expect(active.map((entry) => entry.id)).toEqual(['2', '1']);
    expect(sold.map((entry) => entry.id)).toEqual(['3']);
  });
});
