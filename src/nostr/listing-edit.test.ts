import { describe, expect, it } from 'vitest';

import { KIND } from '@/config/constants';

import { newKeys } from '@testing/test-keys';
import type { NostrEvent } from './event';
import { EventStore } from './event-store';
import { parseListing, type CarListing } from './listing';
import { buildListingEvent, type ListingInput } from './listing-builder';
import {
  isChangedElsewhere,
  listingDeletionTemplate,
  listingInputOf,
  listingVersionTemplate,
  nextVersionMs,
  statusChangeTemplate,
} from './listing-edit';
import { fakeEvent, signedEvent } from '@testing/events';

/** Whether an event store holding `deletions` counts `event` deleted (NIP-09, as every reader sees it). */
function deletedBy(deletions: NostrEvent[]): (event: NostrEvent) => boolean {
  const store = new EventStore({ now: () => Number.MAX_SAFE_INTEGER });
  store.addMany(deletions);
  return (event) => store.isDeleted(event);
}

const PUBLISHED = 1_700_000_000;

const input: ListingInput = {
  title: '2019 Toyota Camry SE',
  summary: 'One owner',
  description: 'Well kept, full service history.',
  price: '24500',
  currency: 'USD',
  location: 'Austin, TX',
  make: 'Toyota',
  model: 'Camry',
  year: '2019',
  mileage: '42000',
  mileageUnit: 'mi',
  fuelType: 'Gasoline',
  transmission: 'Automatic',
  bodyType: 'Sedan',
  color: 'Blue',
  condition: 'Good',
  images: ['https://cdn.example/1.jpg', 'https://cdn.example/2.jpg'],
};

/** A listing as the sell form publishes it, read back as screens see it. */
function listingOf(template: ReturnType<typeof buildListingEvent>, pubkey = 'b'.repeat(64)): CarListing {
  const listing = parseListing(fakeEvent({ ...template, pubkey }));
  if (listing === null) throw new Error('fixture is not a valid listing');
  return listing;
}

const original = listingOf(buildListingEvent(input, PUBLISHED * 1000, { generateId: () => 'car-1-abc' }));

/** Every tag but the two a status change rewrites. */
function unchanged(tags: string[][]): string[][] {
  return tags.filter(([name]) => name !== 'status' && name !== 'stock');
}

function tag(template: { tags: string[][] }, name: string): string[] | undefined {
  return template.tags.find(([tagName]) => tagName === name);
}

describe('nextVersionMs', () => {
  it('is now when now is a later second than the previous version', () => {
    expect(nextVersionMs(PUBLISHED, (PUBLISHED + 10) * 1000 + 250)).toBe((PUBLISHED + 10) * 1000 + 250);
  });

  it('moves to the next second when now falls in the same second as the previous version', () => {
    expect(Math.floor(nextVersionMs(PUBLISHED, PUBLISHED * 1000 + 999) / 1000)).toBe(PUBLISHED + 1);
  });

  it('stays after a previous version dated ahead of this clock', () => {
    expect(Math.floor(nextVersionMs(PUBLISHED + 60, PUBLISHED * 1000) / 1000)).toBe(PUBLISHED + 61);
  });

  it('never ties, edit after edit within one second', () => {
    let createdAt = PUBLISHED;
    const now = PUBLISHED * 1000 + 10;
    for (let edit = 0; edit < 5; edit += 1) {
      const next = Math.floor(nextVersionMs(createdAt, now) / 1000);
      expect(next).toBeGreaterThan(createdAt);
      createdAt = next;
    }
  });
});

describe('listingVersionTemplate', () => {
  it('keeps d and published_at, dates the version after the original and rebuilds every tag', () => {
    const edited = listingVersionTemplate(original, { ...input, price: '22000' }, (PUBLISHED + 3600) * 1000);
    expect(edited.created_at).toBe(PUBLISHED + 3600);
    expect(tag(edited, 'd')).toEqual(['d', 'car-1-abc']);
    expect(tag(edited, 'published_at')).toEqual(['published_at', String(PUBLISHED)]);
    expect(tag(edited, 'price')).toEqual(['price', '22000', 'USD']);
    // The same builder as a new listing: same tags, in the same order, apart from the edited price.
    const rebuilt = buildListingEvent({ ...input, price: '22000' }, (PUBLISHED + 3600) * 1000, { d: 'car-1-abc', publishedAt: PUBLISHED });
    expect(edited).toEqual(rebuilt);
  });

  it('is newer than the original even when edited within the same second', () => {
    const edited = listingVersionTemplate(original, input, PUBLISHED * 1000 + 400);
    expect(edited.created_at).toBe(PUBLISHED + 1);
  });

  it('keeps a sold listing sold unless told otherwise', () => {
    const sold = listingOf(statusChangeTemplate(original, 'sold', (PUBLISHED + 5) * 1000));
    const edited = listingVersionTemplate(sold, input, (PUBLISHED + 10) * 1000);
    expect(tag(edited, 'status')).toEqual(['status', 'sold']);
    expect(tag(edited, 'stock')).toEqual(['stock', '0']);
  });

  it('falls back to the original created_at when the listing had no published_at', () => {
    const template = buildListingEvent(input, PUBLISHED * 1000, { d: 'car-2' });
    const withoutPublishedAt = listingOf({ ...template, tags: template.tags.filter(([name]) => name !== 'published_at') });
    expect(tag(listingVersionTemplate(withoutPublishedAt, input, (PUBLISHED + 9) * 1000), 'published_at')).toEqual([
      'published_at',
      String(PUBLISHED),
    ]);
  });
});

describe('statusChangeTemplate', () => {
  it('marks as sold: status sold, stock 0, everything else as it was', () => {
    const sold = statusChangeTemplate(original, 'sold', (PUBLISHED + 60) * 1000);
    expect(tag(sold, 'status')).toEqual(['status', 'sold']);
    expect(tag(sold, 'stock')).toEqual(['stock', '0']);
    expect(sold.content).toBe(original.event.content);
    expect(unchanged(sold.tags)).toEqual(unchanged(original.event.tags));
    expect(parseListing(fakeEvent({ ...sold, pubkey: original.pubkey }))?.status).toBe('sold');
  });

  it('marks as available again: status active, stock 1', () => {
    const sold = listingOf(statusChangeTemplate(original, 'sold', (PUBLISHED + 60) * 1000));
    const available = statusChangeTemplate(sold, 'active', (PUBLISHED + 60) * 1000);
    expect(available.created_at).toBe(PUBLISHED + 61);
    expect(tag(available, 'status')).toEqual(['status', 'active']);
    expect(tag(available, 'stock')).toEqual(['stock', '1']);
  });

  it('keeps a price it cannot read as written rather than inventing one', () => {
    const template = buildListingEvent({ ...input, price: 'ask me', currency: 'usd' }, PUBLISHED * 1000, { d: 'car-3' });
    const listing = listingOf(template);
    expect(listing.hasPrice).toBe(false);
    expect(tag(statusChangeTemplate(listing, 'sold', (PUBLISHED + 1) * 1000), 'price')).toEqual(['price', 'ask me', 'USD']);
  });

  it('keeps the buyer fields (spec pairs), a peer\'s own equipment item included', () => {
    const specs = { powerKw: 110, firstRegistration: { year: 2019, month: 3 }, accidentFree: true, equipment: ['Navigation', 'Massage seats'] };
    const listing = listingOf(buildListingEvent({ ...input, specs }, PUBLISHED * 1000, { d: 'car-5' }));
    const sold = statusChangeTemplate(listing, 'sold', (PUBLISHED + 1) * 1000);
    expect(unchanged(sold.tags)).toEqual(unchanged(listing.event.tags));
    expect(listingOf(sold).specs).toEqual(specs);
  });

  it('keeps the VIN and the photos\' NIP-92 details', () => {
    const imeta = [['imeta', 'url https://cdn.example/1.jpg', 'm image/jpeg', `x ${'a'.repeat(64)}`, 'dim 1600x1200', 'blurhash LKO2?U%2Tw=w']];
    const listing = listingOf(buildListingEvent({ ...input, vin: '1HGCM82633A004352', imeta }, PUBLISHED * 1000, { d: 'car-6' }));
    const sold = statusChangeTemplate(listing, 'sold', (PUBLISHED + 1) * 1000);
    expect(sold.tags.filter(([name]) => name === 'imeta')).toEqual(listing.event.tags.filter(([name]) => name === 'imeta'));
    expect(sold.tags.filter(([name]) => name === 'imeta')).toHaveLength(1);
    expect(listingOf(sold).vin).toBe('1HGCM82633A004352');
    expect(unchanged(sold.tags)).toEqual(unchanged(listing.event.tags));
  });

  it('keeps a lease frequency', () => {
    const listing = listingOf(buildListingEvent({ ...input, frequency: 'month' }, PUBLISHED * 1000, { d: 'car-4' }));
    expect(tag(statusChangeTemplate(listing, 'sold', (PUBLISHED + 1) * 1000), 'price')).toEqual(['price', '24500', 'USD', 'month']);
  });
});

describe('listingInputOf', () => {
  it('reads back what the form published', () => {
    expect(listingInputOf(original)).toEqual({ ...input, frequency: undefined, vin: undefined, imeta: [] });
  });
});

describe('listingDeletionTemplate', () => {
  it('names the address, the version on screen and the kind', () => {
    const deletion = listingDeletionTemplate(original, (PUBLISHED + 100) * 1000);
    expect(deletion).toEqual({
      kind: KIND.deletion,
      content: '',
      tags: [
        ['a', `${KIND.listing}:${original.pubkey}:car-1-abc`],
        ['e', original.event.id],
        ['k', String(KIND.listing)],
      ],
      created_at: PUBLISHED + 100,
    });
  });

  it('is never dated before the version it deletes, so its `a` tag covers it', () => {
    const keys = newKeys();
    const ahead = parseListing(signedEvent(keys, buildListingEvent(input, (PUBLISHED + 30) * 1000, { d: 'car-5' })))!;
    const deletion: NostrEvent = signedEvent(keys, listingDeletionTemplate(ahead, PUBLISHED * 1000));
    expect(deletion.created_at).toBe(PUBLISHED + 30);
    const withoutE = { ...deletion, tags: deletion.tags.filter(([name]) => name !== 'e') };
    expect(deletedBy([withoutE])(ahead.event)).toBe(true);
  });

  it('deletes nothing when another key signs it (a forged request)', () => {
    const seller = newKeys();
    const listing = parseListing(signedEvent(seller, buildListingEvent(input, PUBLISHED * 1000, { d: 'car-6' })))!;
    const forged = signedEvent(newKeys(), listingDeletionTemplate(listing, (PUBLISHED + 5) * 1000));
    expect(deletedBy([forged])(listing.event)).toBe(false);
    const genuine = signedEvent(seller, listingDeletionTemplate(listing, (PUBLISHED + 5) * 1000));
    expect(deletedBy([genuine])(listing.event)).toBe(true);
  });
});

describe('isChangedElsewhere', () => {
  const newer = listingOf(listingVersionTemplate(original, { ...input, price: '1' }, (PUBLISHED + 50) * 1000));

  it('is false when the relays still hold the version being edited, or nothing', () => {
    expect(isChangedElsewhere(original, original)).toBe(false);
    expect(isChangedElsewhere(original, undefined)).toBe(false);
  });

  it('is true for a newer version', () => {
    expect(isChangedElsewhere(original, newer)).toBe(true);
  });

  it('is false for an older version (a relay that missed the edit being edited)', () => {
    expect(isChangedElsewhere(newer, original)).toBe(false);
  });

  it('is true for another version of the same second (NIP-01 picked it over ours)', () => {
    const { kind, tags, created_at } = original.event;
    const twin = listingOf({ kind, tags, created_at, content: 'other' }, original.pubkey);
    expect(isChangedElsewhere(original, twin)).toBe(true);
  });
});
