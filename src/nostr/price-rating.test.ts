import { describe, expect, it } from 'vitest';

import type { CarListing } from './listing';
import {
  estimateValue,
  lazyPriceRatings,
  labelFor,
  median,
  mileageSlope,
  normalizeName,
  PRICE_LABEL_TEXT,
  ratePrice,
  ratePrices,
  type PriceRating,
} from './price-rating';
import { testListing } from '@testing/listings';

let serial = 0;
/** A Toyota Corolla 2018 with 50,000 mi at `amount` USD from its own seller, unless overridden. */
function corolla(amount: number, extra: Partial<CarListing> = {}): CarListing {
  serial += 1;
  const hex = serial.toString(16).padStart(64, '0');
  return testListing({
    d: `car-${serial}`,
    pubkey: hex,
    make: 'Toyota',
    model: 'Corolla',
    yearNumber: 2018,
    mileageNumber: 50_000,
    price: { amount, currency: 'USD', frequency: undefined },
    hasPrice: true,
    ...extra,
  });
}

function lease(amount: number, frequency: string): CarListing {
  return corolla(amount, { price: { amount, currency: 'USD', frequency } });
}

const FIVE = [18_000, 19_000, 20_000, 21_000, 22_000];

function labelOf(rating: PriceRating): string {
  return rating.status === 'rated' ? rating.label : `unrated:${rating.reason}`;
}

describe('labelFor', () => {
  it.each([
    [-0.6, 'suspicious'],
    [-0.45, 'suspicious'],
    [-0.3, 'suspicious'],
    [-0.2999, 'great'],
    [-0.2, 'great'],
    [-0.1, 'great'],
    [-0.0999, 'good'],
    [-0.04, 'good'],
    [-0.0399, 'fair'],
    [0, 'fair'],
    [0.0399, 'fair'],
    [0.04, 'high'],
    [0.1, 'high'],
    [0.1001, 'over'],
    [0.15, 'over'],
  ])('%s → %s', (difference, label) => {
    expect(labelFor(difference)).toBe(label);
  });
});

describe('ratePrice', () => {
  it('says Unusually low price, not Great price, for a car 45 % under eight comparables (issue 30)', () => {
    const pool = ['18000', '19000', '19500', '20000', '20000', '20500', '21000', '22000'].map((amount) => corolla(Number(amount)));
    const rated = ratePrice(corolla(11_000), pool);
    expect(labelOf(rated)).toBe('suspicious');
    expect(rated.status === 'rated' && rated.difference).toBeCloseTo(-0.45);
    expect(PRICE_LABEL_TEXT.suspicious).toBe('Unusually low price');
    // Just under 30 % off is still a great price; exactly 30 % is unusually low.
    expect(labelOf(ratePrice(corolla(14_100), pool))).toBe('great');
    expect(labelOf(ratePrice(corolla(14_000), pool))).toBe('suspicious');
    // The same comparables rule as every label: four comparables rate nothing, however low the price.
    expect(labelOf(ratePrice(corolla(5_000), pool.slice(0, 4)))).toBe('unrated:not-enough');
  });

  it('labels 20 % under, at and 15 % over the median of five comparables', () => {
    const pool = FIVE.map((amount) => corolla(amount));
    expect(labelOf(ratePrice(corolla(16_000), pool))).toBe('great');
    expect(labelOf(ratePrice(corolla(20_000), pool))).toBe('fair');
    expect(labelOf(ratePrice(corolla(23_000), pool))).toBe('over');
    expect(labelOf(ratePrice(corolla(19_000), pool))).toBe('good');
    expect(labelOf(ratePrice(corolla(21_500), pool))).toBe('high');
    const rated = ratePrice(corolla(16_000), pool);
    expect(rated.status === 'rated' && rated.estimate).toBe(20_000);
    expect(rated.status === 'rated' && rated.difference).toBeCloseTo(-0.2);
    expect(rated.comparables).toHaveLength(5);
  });

  it('gives no label with four comparables', () => {
    const rating = ratePrice(corolla(16_000), FIVE.slice(0, 4).map((amount) => corolla(amount)));
    expect(rating).toMatchObject({ status: 'unrated', reason: 'not-enough' });
    expect(rating.comparables).toHaveLength(4);
  });

  it('compares make and model case-, space- and dash-insensitively', () => {
    const pool = FIVE.map((amount, index) => corolla(amount, index % 2 ? { make: ' TOYOTA ', model: 'corolla' } : { make: 'toyota', model: 'Co-rolla' }));
    expect(labelOf(ratePrice(corolla(20_000), pool))).toBe('fair');
    expect(normalizeName('Mercedes-Benz')).toBe(normalizeName('mercedes benz'));
  });

  it('leaves out other models, years beyond ±1, other currencies, other mileage bands and absurd prices', () => {
    const outsiders = [
      corolla(1_000, { model: 'Camry' }),
      corolla(1_000, { yearNumber: 2016 }),
      corolla(1_000, { yearNumber: 2020 }),
      corolla(1_000, { price: { amount: 1_000, currency: 'EUR', frequency: undefined } }),
      corolla(1_000, { mileageNumber: 120_000 }),
      corolla(1_000, { mileageNumber: undefined }),
      corolla(0),
      corolla(1e12),
      corolla(Number.POSITIVE_INFINITY),
      corolla(Number.NaN),
      corolla(1_000, { hasPrice: false }),
      corolla(1_000, { price: { amount: 1_000, currency: 'USD', frequency: 'month' } }),
    ];
    const inside = [corolla(18_000, { yearNumber: 2017 }), corolla(19_000, { yearNumber: 2019 }), corolla(20_000, { mileageNumber: 79_000 }), corolla(21_000, { status: 'sold' }), corolla(22_000)];
    const rating = ratePrice(corolla(20_000), [...outsiders, ...inside]);
    expect(rating.status).toBe('rated');
    expect(rating.comparables.map((listing) => listing.price.amount).toSorted()).toEqual(FIVE);
  });

  it('rates leases only against leases with the same frequency', () => {
    const pool = [...FIVE.map((amount) => corolla(amount)), ...[300, 310, 320, 330].map((amount) => lease(amount, 'month'))];
    expect(labelOf(ratePrice(lease(320, 'month'), pool))).toBe('unrated:not-enough');
    pool.push(lease(340, 'Month'));
    expect(labelOf(ratePrice(lease(320, 'month'), pool))).toBe('fair');
    expect(labelOf(ratePrice(lease(320, 'week'), pool))).toBe('unrated:not-enough');
  });

  it('does not count the seller’s own listings or the listing itself', () => {
    const subject = corolla(16_000);
    const own = FIVE.map((amount, index) => corolla(amount, { pubkey: subject.pubkey, d: `own-${index}` }));
    expect(labelOf(ratePrice(subject, [subject, ...own]))).toBe('unrated:not-enough');
  });

  it('rates nothing without a usable price, make or model', () => {
    const pool = FIVE.map((amount) => corolla(amount));
    expect(labelOf(ratePrice(corolla(0), pool))).toBe('unrated:no-price');
    expect(labelOf(ratePrice(corolla(20_000, { hasPrice: false }), pool))).toBe('unrated:no-price');
    expect(labelOf(ratePrice(corolla(20_000, { model: undefined }), pool))).toBe('unrated:no-price');
    expect(labelOf(ratePrice(corolla(2e12), pool))).toBe('unrated:no-price');
  });

  it('adjusts for mileage: a low-mileage car is worth more than the raw median', () => {
    // 10 cents a mile: 40k → 21,000, 60k → 19,000.
    const pool = [40_000, 45_000, 50_000, 55_000, 60_000].map((miles) => corolla(25_000 - miles / 10, { mileageNumber: miles }));
    const low = ratePrice(corolla(21_500, { mileageNumber: 30_000 }), pool);
    expect(low.status === 'rated' && low.estimate).toBeCloseTo(22_000);
    expect(labelOf(low)).toBe('fair');
  });
});

describe('estimate building blocks', () => {
  it('median of odd and even counts', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  it('Theil–Sen slope ignores an outlier and never goes positive', () => {
    const points = [
      { mileage: 10_000, price: 20_000 },
      { mileage: 20_000, price: 19_000 },
      { mileage: 30_000, price: 18_000 },
      { mileage: 40_000, price: 90_000 },
      { mileage: 50_000, price: 16_000 },
    ];
    expect(mileageSlope(points)).toBeCloseTo(-0.1);
    expect(mileageSlope([{ mileage: 1, price: 1 }, { mileage: 2, price: 5 }])).toBe(0);
    expect(mileageSlope([{ mileage: 1, price: 1 }, { mileage: 1, price: 5 }])).toBe(0);
  });

  it('never estimates below a tenth of the median', () => {
    const pool = [10_000, 20_000, 30_000, 40_000, 50_000].map((miles, index) => corolla(index % 2 ? 30_000 : 10_000, { mileageNumber: miles }));
    expect(estimateValue(pool, 10_000_000)).toBeGreaterThan(0);
  });
});

describe('ratePrices', () => {
  it('rates a whole result set by pubkey:d in one pass', () => {
    const pool = [...FIVE.map((amount) => corolla(amount)), corolla(16_000), corolla(50_000, { model: 'Yaris' })];
    const ratings = ratePrices(pool);
    const cheap = pool[5]!;
    expect(labelOf(ratings.get(`${cheap.pubkey}:${cheap.d}`)!)).toBe('great');
    const yaris = pool[6]!;
    expect(labelOf(ratings.get(`${yaris.pubkey}:${yaris.d}`)!)).toBe('unrated:not-enough');
    expect(ratings.size).toBe(pool.length);
  });
});

describe('lazyPriceRatings', () => {
  it('rates a listing when first asked, the same as ratePrice against the pool, and keeps it', () => {
    const pool = [...FIVE.map((amount) => corolla(amount)), corolla(16_000), corolla(50_000, { model: 'Yaris' })];
    const ratings = lazyPriceRatings(pool);
    for (const listing of pool) expect(ratings.get(listing)).toEqual(ratePrice(listing, pool));
    const cheap = pool[5]!;
    expect(ratings.get(cheap)).toBe(ratings.get(cheap));
    expect(labelOf(ratings.get(cheap))).toBe('great');
  });

  it('rates a listing outside the pool against the pool', () => {
    const pool = FIVE.map((amount) => corolla(amount));
    expect(labelOf(lazyPriceRatings(pool).get(corolla(16_000)))).toBe('great');
  });
});
