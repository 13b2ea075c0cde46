import { pageHandoff } from '@/lib/page-handoff';

import { openCacheDb, readNewestRecords } from './cache-db';

/**
 * The boot script's read of the listing cache (docs/architecture.md §10). On a repeat visit to the home page
 * the grid's first render shows the cached listings; the boot script starts reading them while the HTML is
 * still parsed, so they are there when the app mounts instead of ~50 ms after (IndexedDB answers off the main
 * thread, meanwhile). The app's cache takes the records, once per relay, and validates them as it validates
 * its own reads (listing-cache.ts): this side only reads.
 */
interface EarlyCacheRead {
  count: number;
  records: Map<string, Promise<unknown[]>>;
}

const handoff = () => pageHandoff<{ read?: EarlyCacheRead }>('carstrEarlyCacheRead', () => ({}));

/** Starts reading the newest `count` records of each relay; nothing happens without IndexedDB. */
export function startEarlyCacheRead(relays: readonly string[], count: number, factory: IDBFactory | undefined = globalThis.indexedDB): void {
  if (factory === undefined || relays.length === 0) return;
  const db = openCacheDb(factory);
  const records = new Map(relays.map((relay) => [relay, db.then((open) => readNewestRecords(open, relay, count))]));
  // The app opens its own connection; this one closes once its reads are done (or the open failed).
  void Promise.allSettled(records.values()).then(() => db.then((open) => open.close()).catch(() => undefined));
  handoff().read = { count, records };
}

/**
 * The boot script's read of `relay`'s newest `count` records, for the first caller that asks (later reads go
 * to IndexedDB again: by then the cache may have changed). Undefined when there is none.
 */
export function takeEarlyCacheRead(relay: string, count: number): Promise<unknown[]> | undefined {
  const read = handoff().read;
  if (read?.count !== count) return undefined;
  const records = read.records.get(relay);
  read.records.delete(relay);
  return records;
}
