import type { CarListing } from './listing';

/**
 * docs/product.md §2 Home: browse tab, 'Offer': a lease is a listing whose price has a billing period (NIP-99
 * `["price", amount, currency, frequency]`, e.g. 'month'); every other listing is a sale.
 */
export const OFFERS = ['sale', 'lease', 'any'] as const;
export type Offer = (typeof OFFERS)[number];
export const DEFAULT_OFFER: Offer = 'sale';

export const OFFER_LABELS: Readonly<Record<Offer, string>> = { sale: 'For sale', lease: 'Lease', any: 'Any' };

export function isOffer(value: unknown): value is Offer {
  return typeof value === 'string' && (OFFERS as readonly string[]).includes(value);
}

export function isLease(listing: Pick<CarListing, 'price'>): boolean {
  return listing.price.frequency !== undefined;
}

export function matchesOffer(listing: Pick<CarListing, 'price'>, offer: Offer): boolean {
  return offer === 'any' || (offer === 'lease') === isLease(listing);
}

/**
 * Which price group a listing sorts in (docs/product.md §2 Home: browse tab): sales (0) before leases, and
 * leases by their period, so a monthly amount is never compared with a price.
 */
export function priceGroup(listing: Pick<CarListing, 'price'>): string {
  return listing.price.frequency === undefined ? '' : listing.price.frequency.trim().toLowerCase();
}
