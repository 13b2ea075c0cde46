import { existsSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';

import { finalizeEvent, type NostrEvent } from 'nostr-tools/pure';
import { WebSocket } from 'ws';

import { startRelay, type RelayHandle } from '../dev/relay/start-relay';
import { CAR_TAGS_QUERY } from '../src/config/car-options';
import { KIND } from '../src/config/constants';
import { queryRelay } from './relay-query';

const MAKES: readonly [string, readonly string[]][] = [
  ['Toyota', ['Camry', 'Corolla', 'RAV4', 'Yaris']],
  ['Honda', ['Civic', 'Accord', 'CR-V', 'Jazz']],
  ['Ford', ['Focus', 'Fiesta', 'Mustang', 'F-150']],
  ['BMW', ['320d', 'X5', 'M3', 'i3']],
  ['Volkswagen', ['Golf', 'Polo', 'Passat', 'ID.4']],
  ['Kia', ['Ceed', 'Sportage', 'EV6', 'Picanto']],
  ['Tesla', ['Model 3', 'Model Y', 'Model S']],
  ['Volvo', ['XC60', 'V60', 'XC90']],
];
const BODIES = ['Sedan', 'SUV', 'Hatchback', 'Coupe', 'Wagon'];
const FUELS = ['Gasoline', 'Diesel', 'Electric', 'Hybrid'];
const CITIES = ['Lyon', 'Oslo', 'Austin', 'Lisbon', 'Osaka', 'Nairobi', 'Porto', 'Denver'];
const SELLERS = 50;

/** Where the seeded relay database is kept between bench runs: seeding 10 000 signed events takes a while. */
export function cachedDbPath(count: number): string {
  return join(process.cwd(), 'node_modules', '.cache', 'carstr-bench', `scale-${count}-v1.sqlite`);
}

function countListings(relayUrl: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(relayUrl);
    socket.once('error', reject);
    socket.once('open', () => socket.send(JSON.stringify(['COUNT', 'n', { kinds: [KIND.listing] }])));
    socket.on('message', (data) => {
      const message = JSON.parse(String(data)) as [string, string, { count: number }];
      if (message[0] !== 'COUNT') return;
      socket.close();
      resolve(message[2].count);
    });
  });
}

/** A deterministic, varied car listing number `index`, one minute older than the one before. */
function listing(index: number, baseTime: number) {
  const [make, models] = MAKES[index % MAKES.length]!;
  const model = models[Math.floor(index / MAKES.length) % models.length]!;
  const year = String(2005 + (index % 20));
  const secretKey = new Uint8Array(32).fill(1 + (index % SELLERS));
  const tags = [
    ['d', `bench-${index}`],
    ['title', `${year} ${make} ${model} #${index}`],
    ['price', String(4000 + ((index * 7919) % 60) * 1000), 'USD'],
    ['location', CITIES[index % CITIES.length]!],
    ['make', make],
    ['model', model],
    ['year', year],
    ['mileage', String(5000 + ((index * 104729) % 200) * 1000)],
    ['fuel_type', FUELS[index % FUELS.length]!],
    ['transmission', index % 3 === 0 ? 'Manual' : 'Automatic'],
    ['body_type', BODIES[index % BODIES.length]!],
    ['status', index % 17 === 0 ? 'sold' : 'active'],
    ...CAR_TAGS_QUERY.slice(0, 2).map((tag) => ['t', tag]),
  ];
  return finalizeEvent({ kind: KIND.listing, created_at: baseTime - index * 60, content: `Bench listing ${index}.`, tags }, secretKey);
}

/**
 * Target 4's relay: `count` car listings (`relay.publish`, the relay's own validation included). The
 * database is kept in node_modules/.cache, so only the first bench run pays for signing and storing them.
 */
export async function startScaleRelay(count: number, log: (line: string) => void): Promise<RelayHandle> {
  const dbPath = cachedDbPath(count);
  mkdirSync(dirname(dbPath), { recursive: true });
  const reused = existsSync(dbPath);
  const relay = await startRelay({ port: 0, dbPath, logLevel: 'silent' });
  const have = reused ? await countListings(relay.url) : 0;
  if (have >= count) {
    log(`scale relay: reusing ${have} listings from ${dbPath}`);
    return relay;
  }
  log(`scale relay: signing and publishing ${count} listings (once; kept in ${dbPath})...`);
  const baseTime = Math.floor(Date.now() / 1000);
  for (let index = 0; index < count; index += 1) {
    await relay.publish(listing(index, baseTime));
    if ((index + 1) % 2_000 === 0) log(`  ${index + 1} / ${count}`);
  }
  return relay;
}

/** Every listing `relayUrl` holds, newest first, read in pages of `pageSize` with `until`. */
export async function readAllListings(relayUrl: string, pageSize = 5_000): Promise<NostrEvent[]> {
  const byId = new Map<string, NostrEvent>();
  let until: number | undefined;
  for (;;) {
    const page = await queryRelay(relayUrl, { kinds: [KIND.listing], limit: pageSize, ...(until === undefined ? {} : { until }) }, 60_000);
    const fresh = page.filter((event) => !byId.has(event.id));
    for (const event of fresh) byId.set(event.id, event);
    if (fresh.length === 0) break;
    until = Math.min(...page.map((event) => event.created_at));
  }
  return [...byId.values()].toSorted((a, b) => b.created_at - a.created_at);
}

/** A fresh in-memory relay holding exactly `events` (published through the relay's own validation). */
export async function startRelayWith(events: readonly NostrEvent[]): Promise<RelayHandle> {
  const relay = await startRelay({ port: 0, dbPath: ':memory:', logLevel: 'silent' });
  for (const event of events) await relay.publish(event);
  return relay;
}
