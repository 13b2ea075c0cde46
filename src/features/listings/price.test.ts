import { describe, expect, it } from 'vitest';

import type { ListingPrice } from '@/nostr/listing';

import { formatPrice, PRICE_ON_REQUEST } from './price';

const price = (amount: number, currency = 'USD', frequency?: string): ListingPrice => ({ amount, currency, frequency });

describe('formatPrice', () => {
  it.each<[ListingPrice, boolean, string]>([
    [price(25_000), true, 'USD 25,000'],
    [price(399, 'usd', 'month'), true, 'USD 399 / month'],
    [price(1_234_567.891, 'EUR'), true, 'EUR 1,234,567.89'],
    [price(0.00042, 'btc'), true, 'BTC 0.00042'],
    [price(1.123456789, 'ETH'), true, 'ETH 1.12345679'],
    [price(0), true, 'USD 0'],
    [price(100, '  '), true, 'USD 100'],
    [price(100, 'USD', '  '), true, 'USD 100'],
    [price(25_000), false, PRICE_ON_REQUEST],
    [price(Number.NaN), true, PRICE_ON_REQUEST],
    [price(Number.POSITIVE_INFINITY), true, PRICE_ON_REQUEST],
    [price(-5), true, PRICE_ON_REQUEST],
    [price('25000' as unknown as number), true, PRICE_ON_REQUEST],
  ])('%j (hasPrice %s) → %s', (value, hasPrice, expected) => {
    expect(formatPrice(value, hasPrice, 'en-US')).toBe(expected);
  });

  it('formats the amount for the locale', () => {
    expect(formatPrice(price(25_000.5, 'EUR'), true, 'de-DE')).toBe('EUR 25.000,5');
    expect(formatPrice(price(25_000), true, 'fr-FR')).toMatch(/^USD 25\s000$/u);
  });

  it('falls back to en-US for an invalid locale instead of throwing', () => {
    expect(formatPrice(price(25_000), true, 'not a locale!!')).toBe('USD 25,000');
  });

  it('formats 1e308 without throwing', () => {
    expect(formatPrice(price(1e308), true, 'en-US')).toMatch(/^USD 100,000,000/);
  });

  it('tolerates hostile non-string currency and frequency', () => {
    const hostile = { amount: 5, currency: 42, frequency: {} } as unknown as ListingPrice;
    expect(formatPrice(hostile, true, 'en-US')).toBe('USD 5');
  });
});
