import type { PageWindow } from '@/nostr/grid-paging';

/** The IndexedDB database behind the listing cache, and the few promise helpers the raw API needs. */

export const DB_NAME = 'carstr-cache';
/** Bump when the record shape changes: the upgrade drops the old store instead of migrating a cache. */
const DB_VERSION = 1;
export const STORE = 'listings';

export type CacheDb = IDBDatabase;

/** A request's result as a promise. */
export function request<T>(req: IDBRequest): Promise<T> {
  return new Promise((resolve, reject) => {
    req.addEventListener('success', () => resolve(req.result as T));
    req.addEventListener('error', () => reject(req.error));
  });
}

/** How many deletions the cache queues per task (see deleteKeys). */
const DELETES_PER_TASK = 500;

/**
 * Deletes `keys` from `store`, a few hundred per task: the next batch is queued when the previous one is done,
 * so the transaction stays alive and the main thread is never held for long. After a long scroll a window, or
 * the trim to capacity, can name thousands of records, and queueing them all in one task held the thread in
 * front of whatever came next (a keystroke).
 */
export async function deleteKeys(store: IDBObjectStore, keys: readonly IDBValidKey[], perTask = DELETES_PER_TASK): Promise<void> {
  for (let start = 0; start < keys.length; start += perTask) {
    let last: IDBRequest | undefined;
    for (const key of keys.slice(start, start + perTask)) last = store.delete(key);
    if (last !== undefined && start + perTask < keys.length) await request(last);
  }
}

/**
 * Walks a cursor, calling `visit` on each record until it returns false or the cursor ends. Resolves in
 * the transaction's lifetime, so the caller may queue more requests on the same transaction afterwards.
 */
export function cursorEach(
  req: IDBRequest<IDBCursorWithValue | null>,
  visit: (cursor: IDBCursorWithValue) => boolean | void,
): Promise<void> {
  return new Promise((resolve, reject) => {
    req.addEventListener('success', () => {
      const cursor = req.result;
      if (cursor === null) {
        resolve();
        return;
      }
      if (visit(cursor) === false) resolve();
      else cursor.continue();
    });
    req.addEventListener('error', () => reject(req.error));
  });
}

function createSchema(db: IDBDatabase): void {
  if (db.objectStoreNames.contains(STORE)) db.deleteObjectStore(STORE);
  const store = db.createObjectStore(STORE, { keyPath: ['relay', 'coord'] });
  store.createIndex('newest', ['relay', 'rank']);
  store.createIndex('stored', 'storedAt');
}

/** Opens (creating or upgrading) the cache database; rejects when IndexedDB is missing or refuses. */
export function openCacheDb(factory: IDBFactory | undefined): Promise<CacheDb> {
  if (!factory) return Promise.reject(new Error('IndexedDB is not available'));
  return new Promise((resolve, reject) => {
    let req: IDBOpenDBRequest;
    try {
      req = factory.open(DB_NAME, DB_VERSION);
    } catch (error) {
      reject(error);
      return;
    }
    req.addEventListener('upgradeneeded', () => createSchema(req.result));
    req.addEventListener('success', () => {
      const db = req.result;
      if (!db.objectStoreNames.contains(STORE)) {
        // Damaged by hand or by another build: start afresh on the next visit rather than fail forever.
        db.close();
        factory.deleteDatabase(DB_NAME);
        reject(new Error('The cache database had no listings store and was reset'));
        return;
      }
      // Another tab upgrading the schema: let it, and stop using this connection.
      db.addEventListener('versionchange', () => db.close());
      resolve(db);
    });
    req.addEventListener('error', () => reject(req.error));
    req.addEventListener('blocked', () => reject(new Error('The cache database is blocked by another tab')));
  });
}

/** The index range of `relay`'s records, within `window` (created_at bounds) when given. */
export function relayRange(relay: string, window?: PageWindow): IDBKeyRange {
  const from = window?.from ?? 0;
  const to = window?.to ?? Number.POSITIVE_INFINITY;
  return IDBKeyRange.bound([relay, -to], [relay, -from]);
}

/** The newest `count` records stored for `relay`, newest first, as stored (the caller validates them). */
export function readNewestRecords(db: CacheDb, relay: string, count: number): Promise<unknown[]> {
  return request<unknown[]>(db.transaction(STORE, 'readonly').objectStore(STORE).index('newest').getAll(relayRange(relay), count));
}
