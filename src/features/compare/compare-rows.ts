import type { CarListing } from '@/nostr/listing';
import { listedAgoText } from '@/nostr/listing-age';

/** The compared facts, in table order (docs/product.md §2 Compare); photo, title and price are drawn apart. */
export const COMPARE_ROWS = [
  ['price', 'Price'],
  ['year', 'Year'],
  ['mileage', 'Mileage'],
  ['fuelType', 'Fuel'],
  ['transmission', 'Transmission'],
  ['bodyType', 'Body'],
  ['color', 'Colour'],
  ['condition', 'Condition'],
  ['location', 'Location'],
  ['listed', 'Days listed'],
  ['seller', 'Seller'],
] as const;

export type CompareRowKey = (typeof COMPARE_ROWS)[number][0];

const wholeNumber = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/**
 * A comparable text for one fact of one car ('' when the listing does not say): what 'Show only differences'
 * compares. Price compares amount, currency and lease period; seller compares the key.
 */
export function factText(listing: CarListing, key: CompareRowKey, nowSeconds: number): string {
  switch (key) {
    case 'price':
      return listing.hasPrice ? `${listing.price.amount} ${listing.price.currency} ${listing.price.frequency ?? ''}`.trim() : '';
    case 'mileage':
      // In the car's own unit (docs/product.md §2 Units): '120,000 km' beside '45,000 mi'.
      if (listing.mileageUnit === 'km' && listing.mileageValue !== undefined) return `${wholeNumber.format(listing.mileageValue)} km`;
      return listing.mileageNumber !== undefined ? `${wholeNumber.format(listing.mileageNumber)} mi` : (listing.mileage ?? '');
    case 'listed':
      return listedAgoText(listing.publishedAt, nowSeconds) ?? '';
    case 'seller':
      return listing.pubkey;
    case 'year':
      return listing.year ?? '';
    default:
      return (listing[key] ?? '').trim();
  }
}

/**
 * Whether a row differs between the cars shown (case-insensitively). Cars that could not be loaded do not
 * count; with fewer than two loaded cars every row is shown.
 */
export function rowDiffers(listings: readonly CarListing[], key: CompareRowKey, nowSeconds: number): boolean {
  if (listings.length < 2) return true;
  const values = new Set(listings.map((listing) => factText(listing, key, nowSeconds).toLowerCase()));
  return values.size > 1;
}
