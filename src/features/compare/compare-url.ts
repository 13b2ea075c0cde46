import { naddrEncode } from 'nostr-tools/nip19';

import { KIND } from '@/config/constants';
import { COMPARE_LIMIT, COMPARE_PARAM, COMPARE_PATH, type CompareEntry } from '@/features/compare-tray/public';
import { listingAddressOfPointer } from '@/nostr/listing-address';
import { decodeRouteIdentifier } from '@/nostr/nip19-route';

/** A car of the compare URL: its address and the relays its link names. */
export interface ComparedCar extends CompareEntry {
  hints: string[];
}

export interface CompareUrlCars {
  cars: ComparedCar[];
  /** Entries that are not listing naddrs (or repeat one), left out. */
  unreadable: number;
  /** Entries beyond the fourth, left out. */
  extra: number;
}

/** At most two relay hints per car: enough to find it, short enough to share. */
const HINTS_PER_CAR = 2;

/** Reads `?cars=<naddr>,<naddr>…`: kind-30402 addresses only, distinct, at most {@link COMPARE_LIMIT}. */
export function readCompareCars(value: string | null): CompareUrlCars {
  const cars: ComparedCar[] = [];
  let unreadable = 0;
  let extra = 0;
  const parts = (value ?? '').split(',').map((part) => part.trim()).filter((part) => part !== '');
  for (const part of parts.slice(0, 20)) {
    const decoded = decodeRouteIdentifier(part.startsWith('nostr:') ? part.slice('nostr:'.length) : part);
    const address = decoded.type === 'address' ? decoded : undefined;
    const listing = address && listingAddressOfPointer(address);
    if (address === undefined || listing === undefined || cars.some((car) => car.pubkey === listing.pubkey && car.d === listing.d)) {
      unreadable += 1;
      continue;
    }
    if (cars.length >= COMPARE_LIMIT) {
      extra += 1;
      continue;
    }
    cars.push({ pubkey: listing.pubkey, d: listing.d, hints: address.relays.slice(0, HINTS_PER_CAR) });
  }
  extra += Math.max(0, parts.length - 20);
  return { cars, unreadable, extra };
}

/** The shareable compare URL for these cars (any Nostr client can open each naddr). */
export function compareUrl(cars: readonly (CompareEntry & { hints?: readonly string[] })[]): string {
  const naddrs = cars
    .slice(0, COMPARE_LIMIT)
    .map((car) => naddrEncode({ kind: KIND.listing, pubkey: car.pubkey, identifier: car.d, relays: [...(car.hints ?? [])].slice(0, HINTS_PER_CAR) }));
  return naddrs.length === 0 ? COMPARE_PATH : `${COMPARE_PATH}?${COMPARE_PARAM}=${naddrs.join(',')}`;
}
