import { describe, expect, it } from 'vitest';

import { parseListing, type CarListing } from '../../src/nostr/listing';
import { ratePrices, type PriceRating } from '../../src/nostr/price-rating';
import { buildListingEvent } from './build-demo-events';
import { DEMO_LISTINGS, type DemoListing } from './demo-listings';

/**
 * What the demo must show of the product (issue 32), read back with the app's own parser and rating code:
 * fair-price labels, kilometres in Europe, a lease, and the fields buyers ask about.
 */

const where = (car: CarListing): string => car.location ?? '';
const EUROPE = /, (Sweden|Norway|Denmark|Germany|France|Spain|Italy|Ireland|Netherlands|United Kingdom)$/;

function parsed(listing: DemoListing): CarListing {
  const event = buildListingEvent(listing, [`https://media.example/${listing.key}.svg`], 1_700_000_000 - listing.ageHours * 3600);
  const car = parseListing(event);
  if (car === null) throw new Error(`The app does not read the demo listing ${listing.key}`);
  return car;
}

const cars = DEMO_LISTINGS.map(parsed);
// The grid rates every loaded listing against all the others it has loaded (ListingResults): the whole demo.
const ratings = ratePrices(cars);
const ratingOf = (car: CarListing): PriceRating => ratings.get(`${car.pubkey}:${car.d}`)!;
const rated = cars.filter((car) => ratingOf(car).status === 'rated');
const labelOf = (car: CarListing): string | undefined => {
  const rating = ratingOf(car);
  return rating.status === 'rated' ? rating.label : undefined;
};

describe('the demo shows the product', () => {
  it('gives at least five cars of several models a fair-price label, with labels that differ', () => {
    expect(rated.length).toBeGreaterThanOrEqual(5);
    expect(new Set(rated.map((car) => car.model)).size).toBeGreaterThanOrEqual(3);
    const labels = new Set(rated.map(labelOf));
    for (const label of ['great', 'good', 'fair', 'high']) expect(labels, label).toContain(label);
    // An 'Unusually low price' is a fraud warning: no honest demo car earns it.
    expect(labels).not.toContain('suspicious');
  });

  it('rates the existing cars the comparables were added for', () => {
    for (const key of ['volvo-xc90-2021', 'ford-f150-2019']) {
      const car = cars[DEMO_LISTINGS.findIndex((listing) => listing.key === key)]!;
      expect(ratingOf(car).status, key).toBe('rated');
    }
  });

  it('counts in kilometres in continental Europe and Ireland, in miles in the US and the UK', () => {
    const european = cars.filter((car) => EUROPE.test(where(car)) && !where(car).endsWith('United Kingdom'));
    expect(european.length).toBeGreaterThanOrEqual(10);
    for (const car of european) expect(car.mileageUnit, where(car)).toBe('km');
    for (const car of cars.filter((candidate) => /, (USA|United Kingdom)$/.test(where(candidate)))) expect(car.mileageUnit, where(car)).toBe('mi');
    const milan = cars.find((car) => car.location === 'Milan, Italy')!;
    expect(milan.mileageValue).toBe(163000);
  });

  it('has a lease at 399 EUR a month, apart from the cars for sale', () => {
    const leases = cars.filter((car) => car.price.frequency === 'month');
    expect(leases.some((car) => car.price.amount === 399 && car.price.currency === 'EUR')).toBe(true);
  });

  it('states the new buyer fields on most cars, from private sellers and dealers', () => {
    const full = cars.filter((car) => car.specs?.powerKw !== undefined && car.specs.drivetrain !== undefined && car.specs.doors !== undefined);
    expect(full.length).toBeGreaterThan(cars.length * 0.75);
    for (const field of ['engineCc', 'firstRegistration', 'previousOwners', 'seats', 'serviceHistory', 'accidentFree', 'equipment'] as const) {
      expect(cars.filter((car) => car.specs?.[field] !== undefined).length, field).toBeGreaterThan(cars.length / 2);
    }
    expect(new Set(cars.map((car) => car.specs?.sellerType))).toEqual(new Set(['private', 'dealer']));
    expect(new Set(cars.map((car) => car.specs?.drivetrain))).toEqual(new Set(['FWD', 'RWD', 'AWD', '4WD', undefined]));
    // An item off the form's checklist, as other clients write them, is kept.
    expect(cars.some((car) => car.specs?.equipment?.includes('Head-up display'))).toBe(true);
  });
});
