import type { CarListing } from '@/nostr/listing';

/**
 * Built on first use, not when the module loads: the first formatter of a page loads the locale data
 * (~20 ms on a slow core), and the inline boot script, which includes this module, must open its sockets first.
 */
let wholeNumber: Intl.NumberFormat | undefined;

/** '45,000 mi' when the odometer reading is a number; the seller's own text otherwise ('80 000 km'). */
export function formatMileage(listing: Pick<CarListing, 'mileage' | 'mileageNumber'>): string | undefined {
  wholeNumber ??= new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
  if (listing.mileageNumber !== undefined) return `${wholeNumber.format(listing.mileageNumber)} mi`;
  return listing.mileage;
}

/** The card's 'year · mileage · location' line, leaving out what the listing does not say. */
export function listingFacts(listing: CarListing): string[] {
  return [listing.year, formatMileage(listing), listing.location].filter((fact): fact is string => fact !== undefined);
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
