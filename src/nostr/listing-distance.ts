import { geohashCenter, haversineKm, type LatLon } from './geohash';
import type { CarListing } from './listing';
import { convertMileage, type MileageUnit } from './mileage';

/** The 'Within' choices of the filter panel (docs/product.md §2 Location and distance), km. */
export const DISTANCE_RADII_KM = [25, 50, 100, 250, 500] as const;
export type RadiusKm = (typeof DISTANCE_RADII_KM)[number];
export const DEFAULT_RADIUS_KM: RadiusKm = 100;

export function isRadiusKm(value: unknown): value is RadiusKm {
  return (DISTANCE_RADII_KM as readonly unknown[]).includes(value);
}

/** The distance filter: a city ('Near') and a radius ('Within'). */
export interface NearFilter extends LatLon {
  /** The city as the picker wrote it ('Munich, Germany'). */
  label: string;
  radiusKm: RadiusKm;
}

/**
 * Where a free location text ('Munich, Germany') says a town is, or undefined when it names none for sure.
 * The city list that answers lives in features/places (downloaded on demand), so the filter is handed it.
 */
export type LocateText = (text: string) => LatLon | undefined;

/**
 * Where a listing is: the centre of its most precise `g` cell; without one, the town its `location` text
 * names (docs/product.md §2 Location and distance), when `locate` is given; else undefined.
 */
export function listingPosition(listing: Pick<CarListing, 'geohash' | 'location'>, locate?: LocateText): LatLon | undefined {
  if (listing.geohash !== undefined) return geohashCenter(listing.geohash);
  return listing.location === undefined || locate === undefined ? undefined : locate(listing.location);
}

export function listingDistanceKm(listing: Pick<CarListing, 'geohash' | 'location'>, from: LatLon, locate?: LocateText): number | undefined {
  const position = listingPosition(listing, locate);
  return position === undefined ? undefined : haversineKm(from, position);
}

export interface DistanceOutcome {
  /** The listings within the radius, nearest first (ties: newest first). */
  results: CarListing[];
  /** Distance in km per listing event id, for the cards. */
  distances: ReadonlyMap<string, number>;
  /** Listings left out because they say nowhere where they are (no valid `g` tag, no known town): the count line says so. */
  withoutLocation: number;
}

/**
 * docs/product.md §2 Location and distance: the listings within `near.radiusKm` of the city by great-circle
 * distance from the centre of their `g` cell, or from the town their location text names (`locate`).
 * Listings placed by neither are left out (and counted), only while this filter is on.
 */
export function filterByDistance(listings: readonly CarListing[], near: NearFilter, locate?: LocateText): DistanceOutcome {
  const distances = new Map<string, number>();
  const results: CarListing[] = [];
  let withoutLocation = 0;
  for (const listing of listings) {
    const distance = listingDistanceKm(listing, near, locate);
    if (distance === undefined) withoutLocation += 1;
    else if (distance <= near.radiusKm) {
      distances.set(listing.event.id, distance);
      results.push(listing);
    }
  }
  return { results, distances, withoutLocation };
}

/** Nearest first; equal distances newest first, then by id, so the order is stable. */
export function sortByDistance(listings: readonly CarListing[], distances: ReadonlyMap<string, number>): CarListing[] {
  const at = (listing: CarListing) => distances.get(listing.event.id) ?? Number.POSITIVE_INFINITY;
  return listings.toSorted((a, b) => at(a) - at(b) || b.createdAt - a.createdAt || (a.event.id < b.event.id ? -1 : 1));
}

/**
 * '≈ 40 km away' on a card. Listings publish a ~5 km cell, so the figure is rounded: whole km under 10,
 * to 5 km under 100, to 10 km beyond; in miles ('≈ 25 mi away') when the viewer reads miles (docs/product.md §2 Units).
 */
export function formatDistance(km: number, unit: MileageUnit = 'km'): string {
  const distance = convertMileage(km, 'km', unit);
  let rounded: number;
  if (distance < 10) rounded = Math.max(1, Math.round(distance));
  else if (distance < 100) rounded = Math.round(distance / 5) * 5;
  else rounded = Math.round(distance / 10) * 10;
  return `≈ ${rounded.toLocaleString('en-US')} ${unit} away`;
}

/** What a card says of a listing placed by its location text, not its `g` cell: the place is a guess from words. */
export const DISTANCE_FROM_TEXT_NOTE = '(from its location text)';

/** The chip of the distance filter: 'Within 50 km of Munich, Germany'. */
export function nearLabel(near: Pick<NearFilter, 'label' | 'radiusKm'>): string {
  return `Within ${near.radiusKm} km of ${near.label}`;
}
