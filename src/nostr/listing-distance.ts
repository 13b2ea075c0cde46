import { geohashCenter, haversineKm, type LatLon } from './geohash';
import type { CarListing } from './listing';

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

/** Where a listing is: the centre of its most precise `g` cell, or undefined when it has none. */
export function listingPosition(listing: Pick<CarListing, 'geohash'>): LatLon | undefined {
  return listing.geohash === undefined ? undefined : geohashCenter(listing.geohash);
}

export function listingDistanceKm(listing: Pick<CarListing, 'geohash'>, from: LatLon): number | undefined {
  const position = listingPosition(listing);
  return position === undefined ? undefined : haversineKm(from, position);
}

export interface DistanceOutcome {
  /** The listings within the radius, nearest first (ties: newest first). */
  results: CarListing[];
  /** Distance in km per listing event id, for the cards. */
  distances: ReadonlyMap<string, number>;
  /** Listings left out because they say nowhere where they are (no valid `g` tag): the count line says so. */
  withoutLocation: number;
}

/**
 * docs/product.md §2 Location and distance: the listings within `near.radiusKm` of the city by great-circle
 * distance from the centre of their `g` cell, nearest first. Listings without a `g` tag are left out (and
 * counted), only while this filter is on.
 */
export function filterByDistance(listings: readonly CarListing[], near: NearFilter): DistanceOutcome {
  const distances = new Map<string, number>();
  const results: CarListing[] = [];
  let withoutLocation = 0;
  for (const listing of listings) {
    const distance = listingDistanceKm(listing, near);
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
 * to 5 km under 100, to 10 km beyond.
 */
export function formatDistance(km: number): string {
  let rounded: number;
  if (km < 10) rounded = Math.max(1, Math.round(km));
  else if (km < 100) rounded = Math.round(km / 5) * 5;
  else rounded = Math.round(km / 10) * 10;
  return `≈ ${rounded.toLocaleString('en-US')} km away`;
}

/** The chip of the distance filter: 'Within 50 km of Munich, Germany'. */
export function nearLabel(near: Pick<NearFilter, 'label' | 'radiusKm'>): string {
  return `Within ${near.radiusKm} km of ${near.label}`;
}
