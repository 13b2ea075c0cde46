import { BODY_TYPES, CONDITIONS, CURRENCIES, FUEL_TYPES, TRANSMISSIONS } from '@/config/car-options';
import { listedMake, OTHER_MAKE, sameMake } from '@/nostr/car-make';
import { firstTag } from '@/nostr/event';
import { buildImetaTag, photosOf } from '@/nostr/imeta';
import { LISTING_GEOHASH_PRECISION } from '@/nostr/geohash';
import type { CarListing } from '@/nostr/listing';

import { readingWithoutUnit } from '@/nostr/mileage';
import { carDetailsFromSpecs } from './car-details-form';
import { MAX_LISTING_PHOTOS, type ListingFormValues } from './listing-form-schema';

/**
 * The option of `options` that `value` names, compared case-insensitively and trimmed ('toyota', ' SUV '), or
 * '' when it names none: a select can only show one of its options, and an empty one asks the seller to choose
 * ('Make is required', docs/product.md §5) instead of silently publishing something else.
 */
function option(options: readonly string[], value: string | undefined): string {
  const wanted = value?.trim().toLowerCase();
  if (wanted === undefined || wanted === '') return '';
  return options.find((candidate) => candidate.toLowerCase() === wanted) ?? '';
}

/**
 * The make as the form shows it: the list's spelling of a listed make ('skoda' → 'Škoda'), 'Other', or else the
 * listing's own make text, kept so that editing another field never loses it.
 */
function formMake(make: string | undefined): string {
  const text = make?.replace(/\s+/g, ' ').trim() ?? '';
  if (text === '') return '';
  return listedMake(text) ?? (sameMake(text, OTHER_MAKE) ? OTHER_MAKE : text);
}

/**
 * The listing form filled with one of the seller's listings, for 'Edit' (docs/product.md §2 Edit listing): every
 * field and photo as the listing reads. The price is the amount as written in its tag, so editing another
 * field never rewrites it; the photos keep their order (the first is the cover).
 */
export function listingFormValues(listing: CarListing): ListingFormValues {
  const priceTag = firstTag(listing.event, 'price');
  return {
    title: listing.title,
    location: listing.location ?? '',
    // Never finer than the precision Carstr publishes, even when another app wrote a finer one.
    geohash: listing.geohash?.slice(0, LISTING_GEOHASH_PRECISION) ?? '',
    summary: listing.summary ?? '',
    description: listing.description,
    price: priceTag?.[1]?.trim() ?? '',
    currency: option(CURRENCIES, priceTag?.[2]?.trim() || listing.price.currency),
    make: formMake(listing.make),
    model: listing.model ?? '',
    year: listing.year ?? '',
    // The reading without its unit word, the unit in its own field (docs/product.md §2 Edit listing).
    mileage: readingWithoutUnit(listing.mileage, listing.mileageValue),
    mileageUnit: listing.mileageUnit ?? 'mi',
    fuelType: option(FUEL_TYPES, listing.fuelType),
    transmission: option(TRANSMISSIONS, listing.transmission),
    bodyType: option(BODY_TYPES, listing.bodyType),
    color: listing.color ?? '',
    condition: option(CONDITIONS, listing.condition),
    vin: listing.vin ?? '',
    // Every stated buyer field, a peer's own equipment items included, so an edit republishes them.
    details: carDetailsFromSpecs(listing.specs),
    images: listing.images.slice(0, MAX_LISTING_PHOTOS),
    // The photos' details are kept, so an edit republishes their imeta (and a newly picked photo adds its own).
    imeta: photosOf(listing.event, listing.images.slice(0, MAX_LISTING_PHOTOS))
      .filter((photo) => Object.keys(photo).length > 1)
      .map(buildImetaTag),
  };
}
