/**
 * The follows of the user's follows, kept in this browser (IndexedDB) so the web of trust is there at once on
 * the next visit, before the background read answers (docs/architecture.md §7 Web of trust). One record per
 * follow: their pubkey, their follows (already cut to WEB_OF_TRUST_LIMITS.maxFollowsPerList) and when their
 * list was read. Public data only. A browser that refuses IndexedDB simply has no cache.
 */

const DB_NAME = 'carstr-web-of-trust';
const DB_VERSION = 1;
const STORE = 'follows-of-follows';

export interface CachedFollows {
  pubkey: string;
  follows: string[];
  storedAt: number;
}

let opening: Promise<IDBDatabase> | undefined;

function openDb(): Promise<IDBDatabase> {
  opening ??= new Promise<IDBDatabase>((resolve, reject) => {
    const factory = globalThis.indexedDB as IDBFactory | undefined;
    if (factory === undefined) {
      reject(new Error('IndexedDB is not available'));
      return;
    }
    const req = factory.open(DB_NAME, DB_VERSION);
    req.addEventListener('upgradeneeded', () => {
      if (!req.result.objectStoreNames.contains(STORE)) req.result.createObjectStore(STORE, { keyPath: 'pubkey' });
    });
    req.addEventListener('success', () => resolve(req.result));
    req.addEventListener('error', () => reject(req.error));
  }).catch((error: unknown) => {
    opening = undefined;
    throw error;
  });
  return opening;
}

function isCachedFollows(value: unknown): value is CachedFollows {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Partial<CachedFollows>;
  return typeof record.pubkey === 'string' && Array.isArray(record.follows) && record.follows.every((item) => typeof item === 'string');
}

/** The cached follows of `pubkeys` (those the cache has); an empty map when the cache cannot be read. */
export async function readCachedFollows(pubkeys: readonly string[]): Promise<Map<string, string[]>> {
  const found = new Map<string, string[]>();
  try {
    const db = await openDb();
    const store = db.transaction(STORE, 'readonly').objectStore(STORE);
    await Promise.all(
      pubkeys.map(
        (pubkey) =>
          new Promise<void>((resolve) => {
            const req = store.get(pubkey);
            req.addEventListener('success', () => {
              if (isCachedFollows(req.result)) found.set(pubkey, req.result.follows);
              resolve();
            });
            req.addEventListener('error', () => resolve());
          }),
      ),
    );
  } catch (error) {
    console.warn('[web-of-trust] Could not read the cached follows.', error);
  }
  return found;
}

/**
 * Stores `lists` and drops every record not among `keep` (the follows whose lists are considered now), so
 * the cache never holds more than WEB_OF_TRUST_LIMITS.maxLists lists.
 */
export async function writeCachedFollows(lists: ReadonlyMap<string, readonly string[]>, keep: readonly string[]): Promise<void> {
  try {
    const db = await openDb();
    const transaction = db.transaction(STORE, 'readwrite');
    const store = transaction.objectStore(STORE);
    const kept = new Set(keep);
    const storedAt = Date.now();
    for (const [pubkey, follows] of lists) store.put({ pubkey, follows: [...follows], storedAt } satisfies CachedFollows);
    const keys = store.getAllKeys();
    keys.addEventListener('success', () => {
      for (const key of keys.result) if (typeof key !== 'string' || !kept.has(key)) store.delete(key);
    });
    await new Promise<void>((resolve, reject) => {
      transaction.addEventListener('complete', () => resolve());
      transaction.addEventListener('error', () => reject(transaction.error));
      transaction.addEventListener('abort', () => reject(transaction.error));
    });
  } catch (error) {
    console.warn('[web-of-trust] Could not cache the follows of your follows.', error);
  }
}

/**
 * Empties the cache at logout (docs/architecture.md §9): its records are the lists of the people the account
 * follows, so their keys say whom it follows. The records are not kept per account, so the whole cache goes;
 * another account still signed in here reads its network again, as on a first visit.
 */
export async function forgetCachedFollows(): Promise<void> {
  try {
    const db = await openDb();
    const transaction = db.transaction(STORE, 'readwrite');
    transaction.objectStore(STORE).clear();
    await new Promise<void>((resolve, reject) => {
      transaction.addEventListener('complete', () => resolve());
      transaction.addEventListener('error', () => reject(transaction.error));
      transaction.addEventListener('abort', () => reject(transaction.error));
    });
  } catch (error) {
    console.warn('[web-of-trust] Could not remove the cached follows of your follows.', error);
  }
}
