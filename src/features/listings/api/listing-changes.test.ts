import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';

import { parseListing, type CarListing } from '@/nostr/listing';
import { buildListingEvent, type ListingInput } from '@/nostr/listing-builder';
import { listingVersionTemplate, statusChangeTemplate } from '@/nostr/listing-edit';
import { fakeEvent } from '@testing/events';

import { applyListingChange, showListingChange } from './listing-changes';

const input: ListingInput = {
  title: '2015 Volvo V70',
  description: 'A family estate in good shape.',
  price: '9500',
  currency: 'EUR',
  location: 'Ghent',
  make: 'Volvo',
  model: 'V70',
  year: '2015',
  mileage: '120000',
  fuelType: 'Diesel',
  transmission: 'Manual',
  bodyType: 'Wagon',
  color: 'Grey',
  condition: 'Good',
  images: [],
};

const SELLER = 'a'.repeat(64);
const OTHER = 'b'.repeat(64);

function listing(d: string, pubkey = SELLER, createdAt = 1_700_000_000): CarListing {
  const parsed = parseListing(fakeEvent({ ...buildListingEvent(input, createdAt * 1000, { d }), pubkey }));
  if (parsed === null) throw new Error('invalid fixture');
  return parsed;
}

function versionOf(old: CarListing, template: ReturnType<typeof statusChangeTemplate>): CarListing {
  return parseListing(fakeEvent({ ...template, pubkey: old.pubkey }))!;
}

const mine = listing('car-1');
const other = listing('car-2');
/** Someone else's listing under the same `d`: never touched by the seller's changes (docs/architecture.md §7). */
const impostor = listing('car-1', OTHER);
const sold = versionOf(mine, statusChangeTemplate(mine, 'sold', 1_700_000_100_000));

describe('applyListingChange', () => {
  it('replaces the listing in a plain list (hashtag page), leaving others and impostors alone', () => {
    const next = applyListingChange([mine, other, impostor], { type: 'replace', listing: sold });
    expect(next).toEqual([sold, other, impostor]);
  });

  it('removes the listing from a read (`listings` plus other fields), keeping the rest of the object', () => {
    const seenOn = new Map([[mine.event.id, ['wss://a.example']]]);
    const next = applyListingChange({ listings: [mine, other], seenOn }, { type: 'remove', listing: mine }) as { listings: CarListing[]; seenOn: unknown };
    expect(next.listings).toEqual([other]);
    expect(next.seenOn).toBe(seenOn);
  });

  it('changes every page of the grid', () => {
    const pages = { pages: [{ listings: [other], complete: true }, { listings: [mine], complete: true }], pageParams: [undefined, 1] };
    expect(applyListingChange(pages, { type: 'replace', listing: sold })).toEqual({
      pages: [{ listings: [other], complete: true }, { listings: [sold], complete: true }],
      pageParams: [undefined, 1],
    });
  });

  it('turns the detail lookup into the new version, or into missing when deleted', () => {
    const found = { status: 'found', listing: mine, relays: ['wss://a.example'] };
    expect(applyListingChange(found, { type: 'replace', listing: sold })).toEqual({ ...found, listing: sold });
    expect(applyListingChange(found, { type: 'remove', listing: mine })).toEqual({ status: 'missing' });
    const foundImpostor = { status: 'found', listing: impostor };
    expect(applyListingChange(foundImpostor, { type: 'remove', listing: mine })).toBe(foundImpostor);
  });

  it('never puts an older version over a newer one', () => {
    const edited = versionOf(sold, listingVersionTemplate(sold, { ...input, price: '9000' }, 1_700_000_200_000));
    const list = [edited];
    expect(applyListingChange(list, { type: 'replace', listing: sold })).toEqual([edited]);
  });

  it('returns the very same data when it holds no version of the listing', () => {
    for (const data of [[other], { listings: [other] }, { pages: [{ listings: [other] }] }, { status: 'missing' }, 'text', 3, null, [1, 2], { profile: true }]) {
      expect(applyListingChange(data, { type: 'remove', listing: mine })).toBe(data);
    }
  });
});

describe('showListingChange', () => {
  it('writes the change into every query holding the listing and marks only those stale', () => {
    const client = new QueryClient();
    client.setQueryData(['listings', 'r'], { pages: [{ listings: [mine, other] }], pageParams: [undefined] });
    client.setQueryData(['listing', 'r', 'car-1', SELLER], { status: 'found', listing: mine });
    client.setQueryData(['profile', OTHER], { metadata: {} });
    showListingChange(client, { type: 'replace', listing: sold });

    expect(client.getQueryData(['listings', 'r'])).toEqual({ pages: [{ listings: [sold, other] }], pageParams: [undefined] });
    expect(client.getQueryData(['listing', 'r', 'car-1', SELLER])).toEqual({ status: 'found', listing: sold });
    expect(client.getQueryState(['listings', 'r'])?.isInvalidated).toBe(true);
    expect(client.getQueryState(['profile', OTHER])?.isInvalidated).toBe(false);
  });
});
