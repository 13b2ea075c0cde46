import type { CarListing } from '@/nostr/listing';
import { convertMileage, type MileageUnit } from '@/nostr/mileage';

/**
 * Built on first use, not when the module loads: the first formatter of a page loads the locale data
 * (~20 ms on a slow core), and the inline boot script, which includes this module, must open its sockets first.
 */
let wholeNumber: Intl.NumberFormat | undefined;

type MileageFacts = Pick<CarListing, 'mileage' | 'mileageNumber' | 'mileageUnit' | 'mileageValue'>;

/** A reading in `unit` as the app writes it: '120,000 km'. */
export function formatReading(value: number, unit: MileageUnit): string {
  wholeNumber ??= new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
  return `${wholeNumber.format(value)} ${unit}`;
}

/**
 * docs/product.md §2 Units: the listing's own unit (`own`, '120,000 km') and the viewer's `displayUnit` when it
 * differs (`other`, '74,565 mi'); the seller's own text when the reading is not a number.
 */
export function mileageParts(listing: MileageFacts, displayUnit?: MileageUnit): { own: string; other?: string } | undefined {
  const unit = listing.mileageUnit ?? 'mi';
  const value = listing.mileageValue ?? (unit === 'mi' ? listing.mileageNumber : undefined);
  if (value === undefined) return listing.mileage === undefined ? undefined : { own: listing.mileage };
  const own = formatReading(value, unit);
  if (displayUnit === undefined || displayUnit === unit) return { own };
  return { own, other: formatReading(convertMileage(value, unit, displayUnit), displayUnit) };
}

/** The mileage as one line: '120,000 km (74,565 mi)' (see {@link mileageParts}). */
export function formatMileage(listing: MileageFacts, displayUnit?: MileageUnit): string | undefined {
  const parts = mileageParts(listing, displayUnit);
  if (parts === undefined) return undefined;
  return parts.other === undefined ? parts.own : `${parts.own} (${parts.other})`;
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
