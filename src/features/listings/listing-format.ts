import type { CarListing } from '@/nostr/listing';
import { convertMileage, type MileageUnit } from '@/nostr/mileage';

/**
 * Built on first use, not when the module loads: the first formatter of a page loads the locale data
 * (~20 ms on a slow core), and the inline boot script, which includes this module, must open its sockets first.
 */
let wholeNumber: Intl.NumberFormat | undefined;

type MileageFacts = Pick<CarListing, 'mileage' | 'mileageNumber' | 'mileageUnit' | 'mileageValue'>;

/**
 * docs/product.md §2 Units: the listing's own unit ('120,000 km'), and the viewer's `displayUnit` in brackets when
 * it differs ('120,000 km (74,565 mi)'); the seller's own text when the reading is not a number.
 */
export function formatMileage(listing: MileageFacts, displayUnit?: MileageUnit): string | undefined {
  wholeNumber ??= new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
  const unit = listing.mileageUnit ?? 'mi';
  const value = listing.mileageValue ?? (unit === 'mi' ? listing.mileageNumber : undefined);
  if (value === undefined) return listing.mileage;
  const own = `${wholeNumber.format(value)} ${unit}`;
  if (displayUnit === undefined || displayUnit === unit) return own;
  return `${own} (${wholeNumber.format(convertMileage(value, unit, displayUnit))} ${displayUnit})`;
}

/** The card's 'year · mileage · location' line, leaving out what the listing does not say. */
export function listingFacts(listing: CarListing, displayUnit?: MileageUnit): string[] {
  return [listing.year, formatMileage(listing, displayUnit), listing.location].filter((fact): fact is string => fact !== undefined);
}

/** Whether the card has a facts line, without formatting it (the windowed grid asks this of every result). */
export function hasListingFacts(listing: Pick<CarListing, 'year' | 'mileage' | 'mileageNumber' | 'location'>): boolean {
  return listing.year !== undefined || listing.mileageNumber !== undefined || listing.mileage !== undefined || listing.location !== undefined;
}

/** 'Toyota Corolla' from make and model, when the listing names them. */
export function makeAndModel(listing: Pick<CarListing, 'make' | 'model'>): string | undefined {
  const text = [listing.make, listing.model].filter(Boolean).join(' ');
  return text === '' ? undefined : text;
}
