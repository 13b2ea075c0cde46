import { generateSecretKey, getPublicKey, nip19 } from 'nostr-tools';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { createValidatedLoginStorage, validStoredLogins } from './stored-logins';

const createdAt = '2026-01-02T03:04:05.000Z';

function nsecLogin() {
  const secretKey = generateSecretKey();
  const pubkey = getPublicKey(secretKey);
  return { id: `nsec:${pubkey}`, type: 'nsec', pubkey, createdAt, data: { nsec: nip19.nsecEncode(secretKey) } };
}

function bunkerLogin() {
  const pubkey = getPublicKey(generateSecretKey());
  const data = { bunkerPubkey: getPublicKey(generateSecretKey()), clientNsec: nip19.nsecEncode(generateSecretKey()), relays: ['wss://relay.example.com'] };
  return { id: `bunker:${pubkey}`, type: 'bunker', pubkey, createdAt, data };
}

function extensionLogin() {
  const pubkey = getPublicKey(generateSecretKey());
  return { id: `extension:${pubkey}`, type: 'extension', pubkey, createdAt, data: null };
}

afterEach(() => vi.restoreAllMocks());

function fail(): never {
  throw new Error('denied');
}

describe('validStoredLogins', () => {
  it('keeps every valid login of the three types, in order', () => {
    const logins = [nsecLogin(), bunkerLogin(), extensionLogin()];
    expect(validStoredLogins(JSON.stringify(logins))).toEqual(logins);
  });

  it('returns nothing for nothing stored', () => {
    expect(validStoredLogins(null)).toEqual([]);
  });

  it.each([
    ['not JSON', '{nope'],
    ['an object', '{"a":1}'],
    ['null', 'null'],
  ])('ignores %s with a warning', (_name, raw) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(validStoredLogins(raw)).toEqual([]);
    expect(warn).toHaveBeenCalledOnce();
  });

  it('skips each invalid entry with a warning and keeps the valid ones', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const good = [nsecLogin(), extensionLogin()];
    const bad = [
      null,
      'nsec:abc',
      { ...extensionLogin(), type: 'x-custom' },
      { ...extensionLogin(), pubkey: 'ABC' },
      { ...extensionLogin(), id: 'extension:someone-else' },
      { ...extensionLogin(), createdAt: 'yesterday' },
      { ...extensionLogin(), data: {} },
      { ...nsecLogin(), data: { nsec: 'nsec1short' } },
      { ...bunkerLogin(), data: { ...bunkerLogin().data, relays: [] } },
      { ...bunkerLogin(), data: { ...bunkerLogin().data, relays: ['https://relay.example.com'] } },
      { ...bunkerLogin(), data: { ...bunkerLogin().data, bunkerPubkey: 'xyz' } },
    ];
    const stored = [bad[0], good[0], ...bad.slice(1), good[1]];
    expect(validStoredLogins(JSON.stringify(stored))).toEqual(good);
    expect(warn).toHaveBeenCalledTimes(bad.length);
  });

  it('never writes the stored content, which may hold a secret key, into the warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const login = { ...nsecLogin(), createdAt: 'bad' };
    validStoredLogins(JSON.stringify([login]));
    expect(JSON.stringify(warn.mock.calls)).not.toContain(login.data.nsec);
  });
});

describe('createValidatedLoginStorage', () => {
  it('reads through the validation and writes through unchanged', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const map = new Map<string, string>();
    const storage = createValidatedLoginStorage({ getItem: (key) => map.get(key) ?? null, setItem: (key, value) => void map.set(key, value) });
    const login = extensionLogin();
    map.set('logins', JSON.stringify([login, { broken: true }]));
    expect(JSON.parse(storage.getItem('logins') as string)).toEqual([login]);
    storage.setItem('logins', '[]');
    expect(map.get('logins')).toBe('[]');
  });

  it('survives a storage that throws', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const storage = createValidatedLoginStorage({ getItem: fail, setItem: fail });
    expect(storage.getItem('logins')).toBe('[]');
    expect(() => storage.setItem('logins', '[]')).not.toThrow();
    expect(warn).toHaveBeenCalledTimes(2);
  });
});
