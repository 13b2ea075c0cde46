import type { CarListing } from '@/nostr/listing';

const wholeNumber = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** '45,000 mi' when the odometer reading is a number; the seller's own text otherwise ('80 000 km'). */
export function formatMileage(listing: Pick<CarListing, 'mileage' | 'mileageNumber'>): string | undefined {
  if (listing.mileageNumber !== undefined) return `${wholeNumber.format(listing.mileageNumber)} mi`;
  return listing.mileage;
}

/** The card's 'year · mileage · location' line, leaving out what the listing does not say. */
export function listingFacts(listing: CarListing): string[] {
  return [listing.year, formatMileage(listing), listing.location].filter((fact): fact is string => fact !== undefined);
}

/** 'Toyota Corolla' from make and model, when the listing names them. */
export function makeAndModel(listing: Pick<CarListing, 'make' | 'model'>): string | undefined {
  const text = [listing.make, listing.model].filter(Boolean).join(' ');
  return text === '' ? undefined : text;
}
