import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';

import { forgetAccountData } from '@/app/forget-account-data';

import { readCachedFollows, writeCachedFollows } from './follows-cache';

const key = (label: number) => label.toString(16).padStart(64, '0');

/** docs/architecture.md §9: what logging out removes from this browser. */
describe('logging out', () => {
  it('empties the cached follows of the follows, whose keys say whom the account follows', async () => {
    await writeCachedFollows(new Map([[key(2), [key(20)]], [key(3), [key(30)]]]), [key(2), key(3)]);
    expect((await readCachedFollows([key(2), key(3)])).size).toBe(2);

    forgetAccountData(key(1));

    await expect.poll(async () => (await readCachedFollows([key(2), key(3)])).size).toBe(0);
    // The cache still works for the next account.
    await writeCachedFollows(new Map([[key(4), [key(40)]]]), [key(4)]);
    expect(await readCachedFollows([key(4)])).toEqual(new Map([[key(4), [key(40)]]]));
  });
});
