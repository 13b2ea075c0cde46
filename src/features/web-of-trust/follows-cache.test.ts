import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';

import { readCachedFollows, writeCachedFollows } from './follows-cache';

const key = (label: number) => label.toString(16).padStart(64, '0');

describe('the follows-of-follows cache', () => {
  it('gives back the lists written, and keeps only the follows still considered', async () => {
    await writeCachedFollows(new Map([[key(1), [key(10), key(11)]], [key(2), [key(12)]], [key(3), [key(13)]]]), [key(1), key(2), key(3)]);
    expect(await readCachedFollows([key(1), key(2), key(4)])).toEqual(new Map([[key(1), [key(10), key(11)]], [key(2), [key(12)]]]));

    // The user unfollowed 3 and 2's list was read again: 3's record goes, so the cache stays within the bound.
    await writeCachedFollows(new Map([[key(2), [key(14)]]]), [key(1), key(2)]);
    expect(await readCachedFollows([key(1), key(2), key(3)])).toEqual(new Map([[key(1), [key(10), key(11)]], [key(2), [key(14)]]]));
  });

  it('skips a record that is not a list of follows', async () => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const req = indexedDB.open('carstr-web-of-trust', 1);
      req.addEventListener('success', () => resolve(req.result));
      req.addEventListener('error', () => reject(req.error));
    });
    const transaction = db.transaction('follows-of-follows', 'readwrite');
    transaction.objectStore('follows-of-follows').put({ pubkey: key(5), follows: 'not a list' });
    await new Promise((resolve) => transaction.addEventListener('complete', resolve));
    expect(await readCachedFollows([key(5), key(1)])).toEqual(new Map([[key(1), [key(10), key(11)]]]));
  });
});
