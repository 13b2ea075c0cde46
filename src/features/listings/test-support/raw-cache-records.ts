import { DB_NAME, STORE } from '../cache/cache-db';

/** Writes records straight into the listing cache's store, as a damaged or foreign cache would hold them. */
export async function putRawCacheRecords(factory: IDBFactory, records: readonly unknown[]): Promise<void> {
  const db = await new Promise<IDBDatabase>((resolve, reject) => {
    const request = factory.open(DB_NAME);
    request.addEventListener('success', () => resolve(request.result));
    request.addEventListener('error', () => reject(request.error));
  });
  const transaction = db.transaction(STORE, 'readwrite');
  for (const record of records) transaction.objectStore(STORE).put(record);
  await new Promise((resolve) => transaction.addEventListener('complete', resolve));
  db.close();
}
