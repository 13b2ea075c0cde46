import { describe, expect, it } from 'vitest';

import {
  BODY_TYPES,
  CONDITIONS,
  CURRENCIES,
  COMMON_MAKES,
  FUEL_TYPES,
  TRANSMISSIONS,
} from '../../src/config/car-options';
import { buildListingEvent, demoListingId } from './build-demo-events';
import { DEMO_THREADS, type DemoComment } from './demo-comments';
import { DEMO_LISTINGS, demoListing, type DemoListing } from './demo-listings';
import { DEMO_PEOPLE, demoPublicKey } from './demo-people';

function isMonthlyLease(listing: DemoListing): boolean {
  return listing.price?.frequency === 'month' && listing.price.amount === '399';
}

function used(pick: (listing: DemoListing) => string | undefined): Set<string | undefined> {
  return new Set(DEMO_LISTINGS.map(pick));
}

/** The demo data must exercise every option of the form and the filters, within the form's own rules. */
describe('demo data', () => {
  it('has at least 24 listings with unique keys and ids', () => {
    expect(DEMO_LISTINGS.length).toBeGreaterThanOrEqual(24);
    expect(new Set(DEMO_LISTINGS.map((listing) => listing.key)).size).toBe(DEMO_LISTINGS.length);
    expect(new Set(DEMO_LISTINGS.map(demoListingId)).size).toBe(DEMO_LISTINGS.length);
    // Each its own age: the grid's newest-first order never depends on a tie.
    expect(new Set(DEMO_LISTINGS.map((listing) => listing.ageHours)).size).toBe(DEMO_LISTINGS.length);
  });

  it('uses every make, fuel, transmission, body, condition and currency of docs/product.md §9', () => {
    for (const make of COMMON_MAKES) expect(used((listing) => listing.make)).toContain(make);
    for (const fuel of FUEL_TYPES) expect(used((listing) => listing.fuelType)).toContain(fuel);
    for (const transmission of TRANSMISSIONS) expect(used((listing) => listing.transmission)).toContain(transmission);
    for (const body of BODY_TYPES) expect(used((listing) => listing.bodyType)).toContain(body);
    for (const condition of CONDITIONS) expect(used((listing) => listing.condition)).toContain(condition);
    for (const currency of CURRENCIES) expect(used((listing) => listing.price?.currency)).toContain(currency);
  });

  it('spans 1995 to 2026 and includes the special cases', () => {
    const years = DEMO_LISTINGS.map((listing) => listing.year);
    expect(Math.min(...years)).toBe(1995);
    expect(years).toContain(2025);
    expect(years).toContain(2026);
    expect(DEMO_LISTINGS.some((listing) => listing.status === 'sold')).toBe(true);
    expect(DEMO_LISTINGS.some((listing) => listing.price === undefined)).toBe(true);
    expect(DEMO_LISTINGS.some(isMonthlyLease)).toBe(true);
    const withoutSummary = DEMO_LISTINGS.filter((listing) => !listing.summary).length;
    expect(withoutSummary).toBeGreaterThan(0);
    expect(withoutSummary).toBeLessThan(DEMO_LISTINGS.length / 2);
  });

  it('respects the listing form rules (docs/product.md §5) and the photo count', () => {
    for (const listing of DEMO_LISTINGS) {
      expect(listing.title.length, listing.key).toBeLessThan(100);
      expect((listing.summary ?? '').length, listing.key).toBeLessThan(200);
      expect(listing.description.length, listing.key).toBeGreaterThanOrEqual(10);
      expect(listing.description.length, listing.key).toBeLessThan(2000);
      expect(String(listing.year)).toHaveLength(4);
      expect(listing.photos).toBeGreaterThanOrEqual(1);
      expect(listing.photos).toBeLessThanOrEqual(6);
      expect(listing.paint).toMatch(/^#[0-9a-f]{6}$/);
    }
  });

  it('has at least 4 sellers and 2 other commenters with distinct keys', () => {
    const sellers = DEMO_PEOPLE.filter((person) => person.id.startsWith('seller-'));
    const commenters = DEMO_PEOPLE.filter((person) => person.id.startsWith('commenter-'));
    expect(sellers.length).toBeGreaterThanOrEqual(4);
    expect(commenters.length).toBeGreaterThanOrEqual(2);
    expect(new Set(DEMO_PEOPLE.map((person) => demoPublicKey(person.id))).size).toBe(DEMO_PEOPLE.length);
    for (const person of DEMO_PEOPLE) expect(person.website).toMatch(/^https:\/\/example\.com\//);
  });

  it('publishes sold cars as "Mark as sold" does: status sold and stock 0, which other marketplaces read', () => {
    const sold = DEMO_LISTINGS.filter((listing) => listing.status === 'sold');
    expect(sold.length).toBeGreaterThan(0);
    for (const listing of DEMO_LISTINGS) {
      const { tags } = buildListingEvent(listing, ['https://media.example/car.svg'], 1_700_000_000);
      const expected = listing.status === 'sold' ? [['status', 'sold'], ['stock', '0']] : [['status', 'active'], ['stock', '1']];
      expect(tags.filter(([name]) => name === 'status' || name === 'stock'), listing.key).toEqual(expected);
    }
  });

  it('keeps every comment thread inside its listing age, so nothing is dated in the future', () => {
    const longestChain = (comment: DemoComment): number =>
      comment.minutesLater + Math.max(0, ...(comment.replies ?? []).map(longestChain));
    expect(DEMO_THREADS.length).toBeGreaterThanOrEqual(4);
    for (const thread of DEMO_THREADS) {
      const listingAgeMinutes = demoListing(thread.listing).ageHours * 60;
      for (const comment of thread.comments) expect(longestChain(comment)).toBeLessThan(listingAgeMinutes);
    }
  });
});
