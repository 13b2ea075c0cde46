import { encodeGeohash, LISTING_GEOHASH_PRECISION } from '../../src/nostr/geohash';
import type { MileageUnit } from '../../src/nostr/mileage';

/**
 * Where the demo cars are: each demo location's city centre (GeoNames, two decimals), so the seed publishes
 * the `g` tags the sell form's city picker would (docs/product.md §3 Car listing).
 */
const DEMO_PLACES: Readonly<Record<string, readonly [lat: number, lon: number]>> = {
  'Amsterdam, Netherlands': [52.37, 4.89],
  'Augsburg, Germany': [48.37, 10.9],
  'Austin, TX, USA': [30.27, -97.74],
  'Berlin, Germany': [52.52, 13.41],
  'Buenos Aires, Argentina': [-34.61, -58.38],
  'Cape Town, South Africa': [-33.93, 18.42],
  'Chicago, IL, USA': [41.85, -87.65],
  'Columbus, OH, USA': [39.96, -83.0],
  'Copenhagen, Denmark': [55.68, 12.57],
  'Dallas, TX, USA': [32.78, -96.81],
  'Denver, CO, USA': [39.74, -104.98],
  'Dubai, United Arab Emirates': [25.08, 55.31],
  'Dublin, Ireland': [53.33, -6.25],
  'Gothenburg, Sweden': [57.71, 11.97],
  'Hamburg, Germany': [53.58, 10.02],
  'London, United Kingdom': [51.51, -0.13],
  'Los Angeles, CA, USA': [34.05, -118.24],
  'Lyon, France': [45.75, 4.85],
  'Madrid, Spain': [40.42, -3.7],
  'Manchester, United Kingdom': [53.48, -2.24],
  'Melbourne, Australia': [-37.81, 144.96],
  'Miami, FL, USA': [25.77, -80.19],
  'Milan, Italy': [45.46, 9.19],
  'Munich, Germany': [48.14, 11.58],
  'Nagoya, Japan': [35.18, 136.91],
  'Nairobi, Kenya': [-1.28, 36.82],
  'Osaka, Japan': [34.69, 135.5],
  'Oslo, Norway': [59.91, 10.75],
  'Paris, France': [48.85, 2.35],
  'Perth, Australia': [-31.95, 115.86],
  'Phoenix, AZ, USA': [33.45, -112.07],
  'San Antonio, TX, USA': [29.42, -98.49],
  'São Paulo, Brazil': [-23.55, -46.64],
  'Seoul, South Korea': [37.57, 126.98],
  'Stockholm, Sweden': [59.33, 18.06],
  'Sydney, Australia': [-33.87, 151.21],
  'Tokyo, Japan': [35.69, 139.69],
  'Toronto, ON, Canada': [43.71, -79.42],
  'Utrecht, Netherlands': [52.09, 5.12],
  'Vancouver, BC, Canada': [49.25, -123.12],
};

/**
 * The odometer unit of a demo location (docs/product.md §3 Mapped listing, Mileage and units): miles in the
 * United States and the United Kingdom, where odometers count them, kilometres everywhere else.
 */
export function demoMileageUnit(location: string): MileageUnit {
  return /, (USA|United Kingdom)$/.test(location) ? 'mi' : 'km';
}

/** The precision-5 geohash of a demo location, or undefined for a place not listed here (no `g` tag then). */
export function demoGeohash(location: string): string | undefined {
  const place = DEMO_PLACES[location];
  return place === undefined ? undefined : encodeGeohash({ lat: place[0], lon: place[1] }, LISTING_GEOHASH_PRECISION);
}
