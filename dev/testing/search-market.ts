import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { getPublicKey, type NostrEvent } from 'nostr-tools';

import { KIND } from '../../src/config/constants';
import { signEvent, type TestKeys } from './test-keys';

/**
 * A relay's worth of car listings for the network search tests (issue 31): many newer, ordinary listings in
 * front of a few older ones a buyer searches for. Each listing has its own second, newest first, so paging by
 * `until` is exact. Not imported by application code.
 */

export interface MarketCar {
  title: string;
  make: string;
  model: string;
  year?: string;
  fuelType?: string;
  bodyType?: string;
}

function listingTemplate(car: MarketCar, d: string, createdAt: number) {
  const topics = [...new Set(['automobile', 'car', car.make.toLowerCase(), (car.bodyType ?? 'Sedan').toLowerCase()])];
  return {
    kind: KIND.listing,
    created_at: createdAt,
    content: `${car.title}, well kept.`,
    tags: [
      ['d', d],
      ['title', car.title],
      ['price', '12000', 'EUR'],
      ['location', 'Lyon, France'],
      ['make', car.make],
      ['model', car.model],
      ['year', car.year ?? '2015'],
      ['fuel_type', car.fuelType ?? 'Gasoline'],
      ['body_type', car.bodyType ?? 'Sedan'],
      ['status', 'active'],
      ...topics.map((topic) => ['t', topic]),
    ],
  };
}

export interface SearchMarket {
  seller: Pick<TestKeys, 'pubkey'>;
  /** Every event, newest first: `newer` fillers, then the `older` cars in the order given. */
  events: NostrEvent[];
}

export interface SearchMarketOptions {
  newer: number;
  older: readonly MarketCar[];
  /** The newest listing's `created_at`: a fixed second, so the signed market can be kept between runs. */
  newest: number;
  token: string;
}

/** Signing thousands of events takes a loaded machine many seconds: a market is signed once and kept here. */
const CACHE_DIR = join(dirname(fileURLToPath(import.meta.url)), '../../node_modules/.cache/carstr-search-market');

/**
 * `newer` filler listings (a plain 'Filler Toyota Corolla N'), created one second apart back from `newest`,
 * then the `older` cars one second apart after them, all signed by one seller. The same options give the
 * same events (read from the cache after the first run).
 */
export function searchMarket(options: SearchMarketOptions): SearchMarket {
  const file = join(CACHE_DIR, `${createHash('sha256').update(JSON.stringify(options)).digest('hex').slice(0, 16)}.json`);
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as SearchMarket;
  } catch {
    const market = signMarket(options);
    mkdirSync(CACHE_DIR, { recursive: true });
    writeFileSync(file, JSON.stringify(market));
    return market;
  }
}

function signMarket(options: SearchMarketOptions): SearchMarket {
  // A key of the market's own, derived from its options: no key is stored next to the events.
  const secretKey = new Uint8Array(createHash('sha256').update(`search-market ${JSON.stringify(options)}`).digest());
  const seller = { secretKey, pubkey: getPublicKey(secretKey) };
  const { token } = options;
  const now = options.newest;
  const events: NostrEvent[] = [];
  for (let index = 0; index < options.newer; index++) {
    const car = { title: `Filler Toyota Corolla ${index}`, make: 'Toyota', model: 'Corolla' };
    events.push(signEvent(seller, listingTemplate(car, `${token}-filler-${index}`, now - index)));
  }
  options.older.forEach((car, index) => {
    events.push(signEvent(seller, listingTemplate(car, `${token}-older-${index}`, now - options.newer - index)));
  });
  return { seller: { pubkey: seller.pubkey }, events };
}
