import type { CarListing } from '@/nostr/listing';
import { convertMileage, type MileageUnit } from '@/nostr/mileage';
import { mileageBand, YEAR_WINDOW } from '@/nostr/price-rating';

import { formatReading, makeAndModel } from '@/features/listings/public';

function distance(miles: number, unit: MileageUnit): string {
  return formatReading(convertMileage(miles, 'mi', unit), unit);
}

/**
 * The mileage band of the comparables (docs/product.md §2 Buyer insight) in the viewer's `displayUnit`, with
 * the listing's own unit in brackets when it differs (§2 Units): 'within 30,000 mi (48,280 km) of
 * 74,565 mi (120,000 km)'. The band itself is worked out in miles (src/nostr/price-rating.ts).
 */
export function mileageBandText(listing: Pick<CarListing, 'mileageNumber' | 'mileageUnit'>, displayUnit: MileageUnit): string | undefined {
  const reading = listing.mileageNumber;
  if (reading === undefined) return undefined;
  const own = listing.mileageUnit ?? 'mi';
  const band = mileageBand(reading);
  const both = (miles: number) => (own === displayUnit ? distance(miles, displayUnit) : `${distance(miles, displayUnit)} (${distance(miles, own)})`);
  return `within ${both(band)} of ${both(reading)}`;
}

/** What makes a car a comparable of `listing`: make and model, years, mileage band, currency or lease period. */
export function ratingCriteria(listing: CarListing, displayUnit: MileageUnit): string {
  const parts = [makeAndModel(listing) ?? 'Same make and model'];
  if (listing.yearNumber !== undefined) parts.push(`${listing.yearNumber - YEAR_WINDOW}–${listing.yearNumber + YEAR_WINDOW}`);
  const band = mileageBandText(listing, displayUnit);
  if (band !== undefined) parts.push(band);
  parts.push(listing.price.frequency === undefined ? `priced in ${listing.price.currency}` : `leased in ${listing.price.currency} per ${listing.price.frequency}`);
  return parts.join(', ');
}
