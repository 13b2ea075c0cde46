import { nip19 } from 'nostr-tools';
import { describe, expect, it } from 'vitest';

import { KIND } from '@/config/constants';

import { newKeys } from '@testing/test-keys';
import { decodeRouteIdentifier, shortIdentifier, type RouteIdentifier } from './nip19-route';

const { pubkey, secretKey } = newKeys();
const id = 'e'.repeat(64);
const npub = nip19.npubEncode(pubkey);

describe('decodeRouteIdentifier', () => {
  it.each<[string, string, RouteIdentifier]>([
    ['npub', npub, { type: 'profile', pubkey, relays: [] }],
    ['npub with nostr: prefix', `nostr:${npub}`, { type: 'profile', pubkey, relays: [] }],
    [
      'nprofile with relay hints (invalid hints dropped, valid ones normalised and distinct)',
      nip19.nprofileEncode({ pubkey, relays: ['wss://r.example/', 'https://evil.example', 'javascript:alert(1)', 'wss://r.example'] }),
      { type: 'profile', pubkey, relays: ['wss://r.example'] },
    ],
    ['note', nip19.noteEncode(id), { type: 'note', id }],
    ['nevent minimal', nip19.neventEncode({ id }), { type: 'event', id, relays: [] }],
    [
      'nevent with author and kind',
      nip19.neventEncode({ id, author: pubkey, kind: KIND.comment, relays: ['wss://r.example'] }),
      { type: 'event', id, relays: ['wss://r.example'], author: pubkey, kind: KIND.comment },
    ],
    [
      'naddr',
      nip19.naddrEncode({ kind: KIND.listing, pubkey, identifier: 'car-1', relays: ['ws://localhost:7777'] }),
      { type: 'address', kind: KIND.listing, pubkey, identifier: 'car-1', relays: ['ws://localhost:7777'] },
    ],
    [
      'naddr with empty identifier',
      nip19.naddrEncode({ kind: KIND.listing, pubkey, identifier: '' }),
      { type: 'address', kind: KIND.listing, pubkey, identifier: '', relays: [] },
    ],
  ])('%s', (_name, segment, expected) => {
    expect(decodeRouteIdentifier(segment)).toEqual(expected);
  });

  it.each<[string, string]>([
    ['nsec (a secret key must never be shown)', nip19.nsecEncode(secretKey)],
    ['nsec with nostr: prefix', `nostr:${nip19.nsecEncode(secretKey)}`],
    ['empty', ''],
    ['listing id', 'car-1700000000000-abc'],
    ['hex pubkey', pubkey],
    ['bad checksum', `${npub.slice(0, -1)}${npub.endsWith('q') ? 'p' : 'q'}`],
    ['truncated', npub.slice(0, 30)],
    ['unknown prefix', nip19.encodeBytes('nfoo', new Uint8Array(32))],
    ['npub of 20 bytes', nip19.encodeBytes('npub', new Uint8Array(20))],
    ['note of 33 bytes', nip19.encodeBytes('note', new Uint8Array(33))],
    ['naddr kind beyond 65535', nip19.naddrEncode({ kind: 70_000, pubkey, identifier: 'x' })],
    ['script payload', '<script>alert(1)</script>'],
    ['path traversal', '../../etc/passwd'],
    ['huge input', `npub1${'q'.repeat(100_000)}`],
  ])('%s → invalid', (_name, segment) => {
    expect(decodeRouteIdentifier(segment)).toEqual({ type: 'invalid' });
  });

  it.each([[undefined], [null], [42]])('does not throw on the non-string %j', (value) => {
    expect(decodeRouteIdentifier(value as unknown as string)).toEqual({ type: 'invalid' });
  });
});

describe('shortIdentifier', () => {
  it('keeps a short identifier and shortens a long one to its start and end', () => {
    expect(shortIdentifier('note1short')).toBe('note1short');
    expect(shortIdentifier(`note1${'q'.repeat(58)}`)).toBe(`note1${'q'.repeat(7)}…qqqq`);
  });
});
