import { naddrEncode, npubEncode } from 'nostr-tools/nip19';
import { describe, expect, it } from 'vitest';

import { KIND } from '@/config/constants';

import { bech32Bytes } from './bech32';
import { listingAddressOfPointer } from './listing-address';
import { listingLookupFilters } from './listing-req-filters';
import { listingRouteTarget } from './listing-route';
import { decodeRouteIdentifier } from './nip19-route';

const seller = 'a'.repeat(60) + '0b1c';

describe('listingRouteTarget (the boot script decodes listing links without nostr-tools)', () => {
  it("reads a car listing's naddr as nostr-tools encodes it: d (any text) and author, whatever the relay hints", () => {
    for (const identifier of ['car-1736757713356-2q9pxrxsc', 'Škoda Octavia 🚗', 'with:colons']) {
      const naddr = naddrEncode({ kind: KIND.listing, pubkey: seller, identifier, relays: ['wss://relay.example.com', 'wss://two.example'] });
      expect(listingRouteTarget(`/${naddr}`, '')).toEqual({ id: identifier, seller });
      // What the app's route decodes (Nip19Page → ListingScreen), so the boot REQ's filters are the app's.
      const decoded = decodeRouteIdentifier(naddr);
      expect(decoded).toMatchObject({ type: 'address', kind: KIND.listing, pubkey: seller, identifier });
      expect(decoded.type === 'address' && listingAddressOfPointer(decoded)).toEqual({ pubkey: seller, d: identifier });
    }
  });

  it('leaves a listing naddr without a d to the app, which does not open it as a listing either', () => {
    // A d-less listing is opened by its event id, which an naddr does not carry (src/nostr/listing-address.ts).
    const naddr = naddrEncode({ kind: KIND.listing, pubkey: seller, identifier: '' });
    expect(listingRouteTarget(`/${naddr}`, '')).toBeUndefined();
    const decoded = decodeRouteIdentifier(naddr);
    expect(decoded.type === 'address' && listingAddressOfPointer(decoded)).toBeUndefined();
  });

  it('leaves other kinds, broken checksums and other pages to the app', () => {
    const note = naddrEncode({ kind: 30023, pubkey: seller, identifier: 'post' });
    expect(listingRouteTarget(`/${note}`, '')).toBeUndefined();
    const naddr = naddrEncode({ kind: KIND.listing, pubkey: seller, identifier: 'car' });
    const broken = `${naddr.slice(0, -1)}${naddr.endsWith('q') ? 'p' : 'q'}`;
    expect(listingRouteTarget(`/${broken}`, '')).toBeUndefined();
    expect(listingRouteTarget(`/${naddr}/extra`, '')).toBeUndefined();
    expect(listingRouteTarget(`/${npubEncode(seller)}`, '')).toBeUndefined();
    expect(listingRouteTarget('/', '')).toBeUndefined();
    expect(listingRouteTarget('/messages', '')).toBeUndefined();
  });

  it('reads /listing/<d> with its seller hint as an npub or hex, and without one', () => {
    expect(listingRouteTarget('/listing/car-42', `?seller=${npubEncode(seller)}`)).toEqual({ id: 'car-42', seller });
    expect(listingRouteTarget('/listing/car%2042', `?seller=${seller.toUpperCase()}`)).toEqual({ id: 'car 42', seller });
    expect(listingRouteTarget('/listing/car-42', '')).toEqual({ id: 'car-42', seller: undefined });
    expect(listingRouteTarget('/listing/car-42', '?seller=nobody')).toEqual({ id: 'car-42', seller: undefined });
    expect(listingRouteTarget('/listing/%E0%A4%A', '')).toBeUndefined();
  });

  it('asks for the same filters as the listing page', () => {
    const target = listingRouteTarget('/listing/car-42', `?seller=${npubEncode(seller)}`);
    expect(target && listingLookupFilters(target.id, target.seller)).toEqual([{ kinds: [KIND.listing], '#d': ['car-42'], limit: 1, authors: [seller] }]);
    expect(listingLookupFilters(seller, undefined)).toEqual([
      { kinds: [KIND.listing], '#d': [seller], limit: 20 },
      { kinds: [KIND.listing], ids: [seller] },
    ]);
  });
});

describe('bech32Bytes', () => {
  it('decodes what nostr-tools encodes and refuses another prefix', () => {
    expect(bech32Bytes(npubEncode(seller), 'npub')).toEqual(Uint8Array.from(Buffer.from(seller, 'hex')));
    expect(bech32Bytes(npubEncode(seller), 'naddr')).toBeUndefined();
    expect(bech32Bytes('npub1bad!', 'npub')).toBeUndefined();
  });
});
