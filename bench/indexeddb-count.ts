import type { Page } from 'playwright-core';

/**
 * How many records the page's IndexedDB `database` holds in `store` (0 when either does not exist yet): the
 * app's listing cache (`carstr-cache`/`listings`), its web-of-trust cache, and so on.
 */
export function indexedDbCount(page: Page, database: string, store: string): Promise<number> {
  return page.evaluate<number>(`new Promise((resolve) => {
    const open = indexedDB.open(${JSON.stringify(database)});
    open.onerror = () => resolve(0);
    open.onsuccess = () => {
      const db = open.result;
      if (!db.objectStoreNames.contains(${JSON.stringify(store)})) { db.close(); resolve(0); return; }
      const count = db.transaction(${JSON.stringify(store)}).objectStore(${JSON.stringify(store)}).count();
      count.onsuccess = () => { db.close(); resolve(count.result); };
      count.onerror = () => { db.close(); resolve(0); };
    };
  })`);
}

/** How many listings the app's IndexedDB cache holds (the cache a warm visit paints from). */
export const cachedListingCount = (page: Page) => indexedDbCount(page, 'carstr-cache', 'listings');
