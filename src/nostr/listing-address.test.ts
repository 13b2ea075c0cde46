import { naddrEncode } from 'nostr-tools/nip19';
import { describe, expect, it } from 'vitest';

import { KIND } from '@/config/constants';

import { isListingAddress, LISTING_D_MAX, listingAddress, listingAddressOfPointer, parseListingAddress } from './listing-address';
import { decodeRouteIdentifier } from './nip19-route';

const PK = 'ab'.repeat(32);
const L = KIND.listing;

describe('parseListingAddress', () => {
  it.each([
    [`${L}:${PK}:car-1`, { pubkey: PK, d: 'car-1' }],
    [`${L}:${PK}:with:colons:inside`, { pubkey: PK, d: 'with:colons:inside' }],
    [`${L}:${PK}: spaced `, { pubkey: PK, d: ' spaced ' }],
    [`${L}:${PK}:line\nbreak`, { pubkey: PK, d: 'line\nbreak' }],
    [`${L}:${PK}:${'d'.repeat(LISTING_D_MAX)}`, { pubkey: PK, d: 'd'.repeat(LISTING_D_MAX) }],
  ])('reads %j', (value, expected) => {
    expect(parseListingAddress(value)).toEqual(expected);
    expect(isListingAddress(value)).toBe(true);
  });

  it.each([
    ['another kind', `30023:${PK}:article`],
    ['a kind with a leading zero', `0${L}:${PK}:car`],
    ['a kind with a sign', `+${L}:${PK}:car`],
    ['an empty d (opened by event id, which the address lacks)', `${L}:${PK}:`],
    ['an upper-case key', `${L}:${PK.toUpperCase()}:car`],
    ['a short key', `${L}:${PK.slice(2)}:car`],
    ['a key that is not hex', `${L}:${'z'.repeat(64)}:car`],
    ['no d part', `${L}:${PK}`],
    ['no colon', String(L)],
    ['empty', ''],
    ['an over-long d', `${L}:${PK}:${'d'.repeat(LISTING_D_MAX + 1)}`],
    ['a script URL', 'javascript:alert(1)'],
    ['not a string', 42],
    ['undefined', undefined],
  ])('refuses %s', (_name, value) => {
    expect(parseListingAddress(value)).toBeUndefined();
    expect(isListingAddress(value)).toBe(false);
  });
});

describe('listingAddress', () => {
  it('builds what the parser reads back', () => {
    const address = listingAddress({ pubkey: PK, d: 'a:b c' });
    expect(address).toBe(`${L}:${PK}:a:b c`);
    expect(parseListingAddress(address)).toEqual({ pubkey: PK, d: 'a:b c' });
  });

  it('names a d-less listing as NIP-01 does, though no link can open it', () => {
    const address = listingAddress({ pubkey: PK, d: '' });
    expect(address).toBe(`${L}:${PK}:`);
    expect(parseListingAddress(address)).toBeUndefined();
  });
});

describe('listingAddressOfPointer (a decoded naddr handed off)', () => {
  it('reads a car listing naddr under the same rule as the text form', () => {
    const decoded = decodeRouteIdentifier(naddrEncode({ kind: L, pubkey: PK, identifier: 'car:1' }));
    expect(decoded.type === 'address' && listingAddressOfPointer(decoded)).toEqual({ pubkey: PK, d: 'car:1' });
  });

  it.each([
    ['another kind', { kind: 30023, pubkey: PK, identifier: 'post' }],
    ['an empty d', { kind: L, pubkey: PK, identifier: '' }],
    ['an over-long d', { kind: L, pubkey: PK, identifier: 'd'.repeat(LISTING_D_MAX + 1) }],
    ['a malformed key', { kind: L, pubkey: 'nothex', identifier: 'car' }],
  ])('refuses %s', (_name, pointer) => {
    expect(listingAddressOfPointer(pointer)).toBeUndefined();
  });
});
