import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';

import { putRawCacheRecords } from '../test-support/raw-cache-records';
import { deleteKeys, openCacheDb, request, STORE } from './cache-db';

describe('deleteKeys', () => {
  it('deletes thousands of records batch by batch within one transaction, and only those', async () => {
    const factory = new IDBFactory();
    const db = await openCacheDb(factory);
    await putRawCacheRecords(
      factory,
      Array.from({ length: 1_250 }, (_, index) => ({ relay: 'wss://relay.example', coord: `k:${index}`, rank: -index, storedAt: index, event: {} })),
    );

    const transaction = db.transaction(STORE, 'readwrite');
    const store = transaction.objectStore(STORE);
    const doomed = Array.from({ length: 1_200 }, (_, index) => ['wss://relay.example', `k:${index}`]);
    await deleteKeys(store, doomed, 100);
    // The transaction is still alive after the last batch: more requests can follow on it.
    const left = await request<IDBValidKey[]>(store.getAllKeys());
    await new Promise((resolve) => transaction.addEventListener('complete', resolve));
    expect(left).toEqual(Array.from({ length: 50 }, (_, index) => ['wss://relay.example', `k:${1_200 + index}`]).toSorted((a, b) => (a[1]! < b[1]! ? -1 : 1)));
    db.close();
  });
});
