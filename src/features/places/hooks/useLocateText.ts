import { useEffect, useState } from 'react';

import type { LocateText } from '@/nostr/listing-distance';

import { loadCityList, type City } from '../city-list';
import { placeFromLocationText } from '../place-from-text';

/** One reader per list: each location text is looked up once, however often the grid re-filters. */
function textLocator(cities: readonly City[]): LocateText {
  const known = new Map<string, { lat: number; lon: number } | undefined>();
  return (text) => {
    if (!known.has(text)) {
      const city = placeFromLocationText(text, cities);
      known.set(text, city === undefined ? undefined : { lat: city.lat, lon: city.lon });
    }
    return known.get(text);
  };
}

/**
 * docs/product.md §2 Location and distance: while `active` (a 'Near' filter is on, also from a cold link),
 * the offline city list is downloaded and this returns a reader placing listings that have no `g` tag at the
 * town their location text names; undefined until then, or if the list cannot be downloaded (those listings
 * then count as without a location).
 */
export function useLocateText(active: boolean): LocateText | undefined {
  const [locate, setLocate] = useState<LocateText>();
  useEffect(() => {
    if (!active || locate !== undefined) return;
    let current = true;
    loadCityList().then(
      (cities) => {
        if (current) setLocate(() => textLocator(cities));
      },
      (error: unknown) => console.warn('[places] Could not load the city list for location texts.', error),
    );
    return () => {
      current = false;
    };
  }, [active, locate]);
  return locate;
}
