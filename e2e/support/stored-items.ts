import type { Page } from 'playwright-core';

/** One thing the page keeps: a localStorage entry or an IndexedDB record, as searchable text. */
export interface StoredItem {
  /** `localStorage <key>` or `indexedDB <database>/<store> <key>`. */
  where: string;
  /** Its key and value; binary parts (an encrypted record) decoded as UTF-8, so plain text in them shows. */
  text: string;
}

/**
 * Every localStorage entry and every record of every IndexedDB database of the page's origin. A string, not a
 * function: the test runner's transform would add helpers to a function that do not exist in the page.
 */
const READ_EVERYTHING = `(async () => {
  const items = [];
  const decoder = new TextDecoder();
  const asText = (value) => {
    if (value instanceof ArrayBuffer || ArrayBuffer.isView(value)) return decoder.decode(value);
    if (Array.isArray(value)) return value.map(asText).join('\\n');
    if (value !== null && typeof value === 'object') return Object.entries(value).map(([name, part]) => name + ': ' + asText(part)).join('\\n');
    return String(value);
  };
  for (let index = 0; index < localStorage.length; index++) {
    const key = localStorage.key(index);
    items.push({ where: 'localStorage ' + key, text: key + '\\n' + localStorage.getItem(key) });
  }
  for (const { name } of await indexedDB.databases()) {
    const db = await new Promise((resolve, reject) => {
      const open = indexedDB.open(name);
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    for (const store of db.objectStoreNames) {
      const [keys, values] = await new Promise((resolve, reject) => {
        const transaction = db.transaction(store);
        const keys = transaction.objectStore(store).getAllKeys();
        const values = transaction.objectStore(store).getAll();
        transaction.oncomplete = () => resolve([keys.result, values.result]);
        transaction.onerror = () => reject(transaction.error);
      });
      keys.forEach((key, index) => items.push({ where: 'indexedDB ' + name + '/' + store + ' ' + asText(key), text: asText(key) + '\\n' + asText(values[index]) }));
    }
    db.close();
  }
  return items;
})()`;

export function storedItems(page: Page): Promise<StoredItem[]> {
  return page.evaluate<StoredItem[]>(READ_EVERYTHING);
}

/** Where any of `needles` is kept (case-insensitive, so hex keys match however they are written). */
export function storedWith(items: readonly StoredItem[], needles: readonly string[]): string[] {
  const lower = needles.map((needle) => needle.toLowerCase());
  return items.filter((item) => lower.some((needle) => item.text.toLowerCase().includes(needle))).map((item) => item.where);
}
