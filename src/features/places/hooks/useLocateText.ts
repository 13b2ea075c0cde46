import { useEffect, useState } from 'react';

import type { LocateText } from '@/nostr/listing-distance';

import { loadCityList, loadedCityList, type City } from '../city-list';
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

const locators = new WeakMap<readonly City[], LocateText>();

function locatorFor(cities: readonly City[]): LocateText {
  let locate = locators.get(cities);
  if (locate === undefined) {
    locate = textLocator(cities);
    locators.set(cities, locate);
  }
  return locate;
}

export interface TextLocation {
  /** Places a listing without a `g` tag at the town its location text names; undefined until the list is in. */
  locate: LocateText | undefined;
  /** The list is being downloaded for an active filter: hold the results rather than show them without those listings. */
  pending: boolean;
}

/**
 * docs/product.md §2 Location and distance: while `active` (a 'Near' filter is on, also from a cold link),
 * the offline city list is downloaded (at once available when a picker already loaded it) and `locate` reads
 * listings' location texts with it. If the list cannot be downloaded, nothing is pending and those listings
 * count as without a location.
 */
export function useLocateText(active: boolean): TextLocation {
  const [, setLoaded] = useState(0);
  const [failed, setFailed] = useState(false);
  const cities = loadedCityList();
  useEffect(() => {
    if (!active || cities !== undefined) return;
    let current = true;
    loadCityList().then(
      () => {
        if (current) setLoaded((count) => count + 1);
      },
      (error: unknown) => {
        console.warn('[places] Could not load the city list for location texts.', error);
        if (current) setFailed(true);
      },
    );
    return () => {
      current = false;
    };
  }, [active, cities]);
  return { locate: cities === undefined ? undefined : locatorFor(cities), pending: active && cities === undefined && !failed };
}
