/**
 * Geohashes for NIP-99 `g` tags and the distance filter (docs/product.md §2 Location and distance,
 * docs/architecture.md §6 Distance). Pure: encode, decode, the cells covering a circle, and great-circle
 * distance.
 */

export interface LatLon {
  lat: number;
  lon: number;
}

export interface GeoBox {
  south: number;
  west: number;
  north: number;
  east: number;
}

const BASE32 = '0123456789bcdefghjkmnpqrstuvwxyz';

/** A geohash as other clients may write it: the base-32 alphabet, 1 to 12 characters (~4 cm). */
const GEOHASH_PATTERN = /^[0-9b-hjkmnp-z]{1,12}$/;

/** The precision Carstr publishes: a cell of about 5 × 5 km, enough for "how far", not a street address. */
export const LISTING_GEOHASH_PRECISION = 5;

/** Mean Earth radius (IUGG), km. */
const EARTH_RADIUS_KM = 6371.0088;

export function isGeohash(value: unknown): value is string {
  return typeof value === 'string' && GEOHASH_PATTERN.test(value);
}

/** The geohash of a point, `precision` characters (1–12). */
export function encodeGeohash({ lat, lon }: LatLon, precision: number): string {
  const length = Math.min(12, Math.max(1, Math.floor(precision)));
  let [south, north, west, east] = [-90, 90, -180, 180];
  let hash = '';
  let bits = 0;
  let value = 0;
  let lonTurn = true;
  while (hash.length < length) {
    if (lonTurn) {
      const mid = (west + east) / 2;
      value = value * 2 + (lon >= mid ? 1 : 0);
      if (lon >= mid) west = mid;
      else east = mid;
    } else {
      const mid = (south + north) / 2;
      value = value * 2 + (lat >= mid ? 1 : 0);
      if (lat >= mid) south = mid;
      else north = mid;
    }
    lonTurn = !lonTurn;
    bits += 1;
    if (bits === 5) {
      hash += BASE32[value];
      bits = 0;
      value = 0;
    }
  }
  return hash;
}

/** The cell a geohash names. The caller checks {@link isGeohash} first. */
export function decodeGeohashBox(hash: string): GeoBox {
  let [south, north, west, east] = [-90, 90, -180, 180];
  let lonTurn = true;
  for (const char of hash) {
    const value = BASE32.indexOf(char);
    for (let bit = 4; bit >= 0; bit -= 1) {
      const on = ((value >> bit) & 1) === 1;
      if (lonTurn) {
        const mid = (west + east) / 2;
        if (on) west = mid;
        else east = mid;
      } else {
        const mid = (south + north) / 2;
        if (on) south = mid;
        else north = mid;
      }
      lonTurn = !lonTurn;
    }
  }
  return { south, west, north, east };
}

/** The centre of a geohash's cell: where a listing is taken to be. */
export function geohashCenter(hash: string): LatLon {
  const box = decodeGeohashBox(hash);
  return { lat: (box.south + box.north) / 2, lon: (box.west + box.east) / 2 };
}

/** `hash` and its shorter prefixes, longest first: the `g` tags of a listing, so a search at any cell size finds it. */
export function geohashPrefixes(hash: string): string[] {
  const prefixes: string[] = [];
  for (let length = hash.length; length >= 1; length -= 1) prefixes.push(hash.slice(0, length));
  return prefixes;
}

const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in km (haversine). */
export function haversineKm(a: LatLon, b: LatLon): number {
  const dLat = toRadians(b.lat - a.lat);
  const dLon = toRadians(b.lon - a.lon);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(toRadians(a.lat)) * Math.cos(toRadians(b.lat)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The latitude/longitude box around a circle; `west > east` never happens: it may run past ±180 instead. */
function circleBox(center: LatLon, radiusKm: number): GeoBox {
  const angle = radiusKm / EARTH_RADIUS_KM;
  const dLat = (angle * 180) / Math.PI;
  const south = center.lat - dLat;
  const north = center.lat + dLat;
  // The widest point of the circle in longitude (not at its centre's latitude): asin(sin δ / cos φ).
  const ratio = Math.sin(angle) / Math.cos(toRadians(center.lat));
  if (south <= -90 || north >= 90 || ratio >= 1) {
    return { south: Math.max(-90, south), north: Math.min(90, north), west: -180, east: 180 };
  }
  const dLon = (Math.asin(ratio) * 180) / Math.PI;
  return { south, north, west: center.lon - dLon, east: center.lon + dLon };
}

/** Cell size in degrees for a precision: 5 bits per character, longitude takes the odd one. */
function cellSize(precision: number): { lat: number; lon: number } {
  const bits = precision * 5;
  return { lat: 180 / 2 ** Math.floor(bits / 2), lon: 360 / 2 ** Math.ceil(bits / 2) };
}

function cellsInBox(box: GeoBox, precision: number, max: number): string[] | undefined {
  const size = cellSize(precision);
  const rows = Math.round(180 / size.lat);
  const columns = Math.round(360 / size.lon);
  const firstRow = Math.max(0, Math.floor((box.south + 90) / size.lat));
  const lastRow = Math.min(rows - 1, Math.floor((box.north + 90) / size.lat));
  const firstColumn = Math.floor((box.west + 180) / size.lon);
  const lastColumn = Math.min(firstColumn + columns - 1, Math.floor((box.east + 180) / size.lon));
  if ((lastRow - firstRow + 1) * (lastColumn - firstColumn + 1) > max) return undefined;
  const cells = new Set<string>();
  for (let row = firstRow; row <= lastRow; row += 1) {
    for (let column = firstColumn; column <= lastColumn; column += 1) {
      // Past ±180 the grid wraps round (a circle across the antimeridian).
      const wrapped = ((column % columns) + columns) % columns;
      cells.add(encodeGeohash({ lat: -90 + (row + 0.5) * size.lat, lon: -180 + (wrapped + 0.5) * size.lon }, precision));
    }
  }
  return [...cells];
}

/**
 * The geohash cells to ask relays for (`#g`) so every listing within `radiusKm` of `center` is found: every
 * cell of the finest precision (at most `maxPrecision`, the precision listings are tagged with) that has at
 * most `maxCells` cells over the circle's bounding box. Cells over the whole box, not only the one the centre
 * is in, so a car just across a cell edge is found. Listings carry their geohash's prefixes as `g` tags, so a
 * coarser cell matches them too.
 */
export function coveringGeohashes(center: LatLon, radiusKm: number, maxCells = 16, maxPrecision = LISTING_GEOHASH_PRECISION): string[] {
  const box = circleBox(center, radiusKm);
  for (let precision = maxPrecision; precision > 1; precision -= 1) {
    const cells = cellsInBox(box, precision, maxCells);
    if (cells !== undefined) return cells;
  }
  return cellsInBox(box, 1, 32) ?? [];
}
