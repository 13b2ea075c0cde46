import type { NLoginStorage } from '@nostrify/react/login';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { parseProtectedKeys, ProtectedKeyStore, withoutProtectedLogins, type ProtectedKey } from './protected-key-store';

const KEYS = { protectedKeys: 'protected', logins: 'logins' };
const alice = 'a'.repeat(64);
const bob = 'b'.repeat(64);
/** Shape-valid ncryptsecs (bech32 characters); whether they decrypt is not the store's concern. */
const ncryptsec = (fill: string) => `ncryptsec1${fill.repeat(152)}`;
const nsecLogin = (pubkey: string) => ({ id: `nsec:${pubkey}`, type: 'nsec', pubkey, createdAt: '2026-01-01T00:00:00.000Z', data: { nsec: 'nsec1secret' } });
const extensionLogin = (pubkey: string) => ({ id: `extension:${pubkey}`, type: 'extension', pubkey, createdAt: '2026-01-01T00:00:00.000Z', data: null });

function memoryStorage(initial: Record<string, string> = {}) {
  const map = new Map(Object.entries(initial));
  return { getItem: (key: string) => map.get(key) ?? null, setItem: (key: string, value: string) => void map.set(key, value), map };
}

function quiet() {
  return vi.spyOn(console, 'warn').mockImplementation(() => {});
}

afterEach(() => vi.restoreAllMocks());

describe('parseProtectedKeys', () => {
  it('keeps valid entries in order, one per pubkey, dropping unknown fields', () => {
    const keys: ProtectedKey[] = [
      { pubkey: alice, ncryptsec: ncryptsec('q') },
      { pubkey: bob, ncryptsec: ncryptsec('p') },
    ];
    const stored = [{ ...keys[0], version: 1 }, keys[1], { pubkey: alice, ncryptsec: ncryptsec('z') }];
    expect(parseProtectedKeys(JSON.stringify(stored))).toEqual(keys);
  });

  it.each([
    ['not JSON', '[{"pubkey":', 1],
    ['an object', JSON.stringify({ [alice]: ncryptsec('q') }), 1],
    [
      'invalid entries',
      JSON.stringify([null, 'x', { pubkey: 'ABC', ncryptsec: ncryptsec('q') }, { pubkey: alice, ncryptsec: 'nsec1abc' }, { pubkey: bob }]),
      5,
    ],
  ])('ignores %s with warnings that never quote the content', (_name, raw, warnings) => {
    const warn = quiet();
    expect(parseProtectedKeys(raw)).toEqual([]);
    expect(warn).toHaveBeenCalledTimes(warnings);
    expect(JSON.stringify(warn.mock.calls)).not.toContain('nsec1abc');
  });
});

describe('withoutProtectedLogins', () => {
  it('drops only the key logins of protected accounts', () => {
    const value = JSON.stringify([nsecLogin(alice), extensionLogin(alice), nsecLogin(bob)]);
    expect(JSON.parse(withoutProtectedLogins(value, new Set([alice])))).toEqual([extensionLogin(alice), nsecLogin(bob)]);
  });

  it.each(['{oops', '{"a":1}', '[]'])('passes %s through', (value) => {
    expect(withoutProtectedLogins(value, new Set([alice]))).toBe(value);
  });
});

describe('ProtectedKeyStore', () => {
  it('saves a key and removes the plain key from the stored logins', () => {
    const storage = memoryStorage({ logins: JSON.stringify([nsecLogin(alice), nsecLogin(bob)]) });
    const store = new ProtectedKeyStore(storage, KEYS);
    const listener = vi.fn();
    store.subscribe(listener);
    store.save({ pubkey: alice, ncryptsec: ncryptsec('q') });
    expect(listener).toHaveBeenCalledOnce();
    expect(store.has(alice)).toBe(true);
    expect(JSON.parse(storage.map.get('protected')!)).toEqual([{ pubkey: alice, ncryptsec: ncryptsec('q') }]);
    expect(JSON.parse(storage.map.get('logins')!)).toEqual([nsecLogin(bob)]);
    expect(new ProtectedKeyStore(storage, KEYS).list()).toEqual(store.list());
  });

  it('replaces an older key of the same account and forgets keys', () => {
    const storage = memoryStorage();
    const store = new ProtectedKeyStore(storage, KEYS);
    store.save({ pubkey: alice, ncryptsec: ncryptsec('q') });
    store.save({ pubkey: alice, ncryptsec: ncryptsec('p') });
    expect(store.list()).toEqual([{ pubkey: alice, ncryptsec: ncryptsec('p') }]);
    store.remove(alice);
    expect(store.list()).toEqual([]);
    expect(storage.map.get('protected')).toBe('[]');
  });

  it('changes nothing when storage refuses the encrypted key', () => {
    const storage = memoryStorage({ logins: JSON.stringify([nsecLogin(alice)]) });
    const store = new ProtectedKeyStore(
      {
        getItem: storage.getItem,
        setItem: () => {
          throw new Error('quota');
        },
      },
      KEYS,
    );
    expect(() => store.save({ pubkey: alice, ncryptsec: ncryptsec('q') })).toThrow('quota');
    expect(store.has(alice)).toBe(false);
    expect(JSON.parse(storage.map.get('logins')!)).toEqual([nsecLogin(alice)]);
  });

  it('guards the login storage: no read or write carries the plain key of a protected account', async () => {
    const storage = memoryStorage();
    const store = new ProtectedKeyStore(storage, KEYS);
    store.save({ pubkey: alice, ncryptsec: ncryptsec('q') });
    const written = new Map<string, string>();
    const list = JSON.stringify([nsecLogin(alice), extensionLogin(bob)]);
    const syncInner: NLoginStorage = { getItem: () => list, setItem: (key, value) => void written.set(key, value) };
    const asyncInner: NLoginStorage = { getItem: async () => list, setItem: () => {} };

    const guarded = store.guard(syncInner);
    await guarded.setItem('logins', list);
    expect(JSON.parse(written.get('logins')!)).toEqual([extensionLogin(bob)]);
    expect(JSON.parse(guarded.getItem('logins') as string)).toEqual([extensionLogin(bob)]);
    expect(JSON.parse((await store.guard(asyncInner).getItem('logins'))!)).toEqual([extensionLogin(bob)]);
  });

  it('keeps out the plain key of an account another tab protected after this page loaded', async () => {
    const storage = memoryStorage();
    const thisTab = new ProtectedKeyStore(storage, KEYS);
    new ProtectedKeyStore(storage, KEYS).save({ pubkey: alice, ncryptsec: ncryptsec('q') });
    const written = new Map<string, string>();
    const guarded = thisTab.guard({ getItem: () => null, setItem: (key, value) => void written.set(key, value) });
    await guarded.setItem('logins', JSON.stringify([nsecLogin(alice), nsecLogin(bob)]));
    expect(JSON.parse(written.get('logins')!)).toEqual([nsecLogin(bob)]);
  });
});
