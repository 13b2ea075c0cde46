import { describe, expect, it } from 'vitest';

import { STORAGE_KEYS } from '@/config/constants';

import { storedAccount, storedLogins } from './stored-logins';

const PUBKEY = 'a'.repeat(64);
const storage = (value: string | null) => ({ getItem: (key: string) => (key === STORAGE_KEYS.logins ? value : null) });

describe('stored logins', () => {
  it('reads the current login’s public key from the first stored login', () => {
    const logins = JSON.stringify([{ type: 'nsec', pubkey: PUBKEY }, { type: 'extension', pubkey: 'b'.repeat(64) }]);
    expect(storedLogins(storage(logins))).toHaveLength(2);
    expect(storedAccount(storage(logins))).toBe(PUBKEY);
  });

  it('has no account when nothing, or nothing readable, is stored', () => {
    expect(storedAccount(undefined)).toBeUndefined();
    expect(storedAccount(storage(null))).toBeUndefined();
    expect(storedLogins(storage('{not json'))).toEqual([]);
    expect(storedLogins(storage('{"a":1}'))).toEqual([]);
    expect(storedAccount(storage(JSON.stringify([{ pubkey: 'not-hex' }])))).toBeUndefined();
    expect(storedAccount(storage(JSON.stringify([null])))).toBeUndefined();
  });
});
