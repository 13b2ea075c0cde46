import { nip19 } from 'nostr-tools';
import { describe, expect, it } from 'vitest';

import { listingPath } from './listing-link';
import { parseSellerHint } from './seller-hint';

const pubkey = 'f'.repeat(63) + 'a';

describe('listingPath', () => {
  it('carries the seller as an npub and encodes the id', () => {
    expect(listingPath({ id: 'car 1/2?x', pubkey })).toBe(`/listing/car%201%2F2%3Fx?seller=${nip19.npubEncode(pubkey)}`);
  });
});

describe('parseSellerHint', () => {
  it.each([
    ['an npub', nip19.npubEncode(pubkey), pubkey],
    ['an nprofile', nip19.nprofileEncode({ pubkey, relays: ['wss://relay.example.com'] }), pubkey],
    ['a hex key in any case', pubkey.toUpperCase(), pubkey],
    ['nothing', null, undefined],
    ['blank text', '  ', undefined],
    ['a note id', nip19.noteEncode(pubkey), undefined],
    ['garbage', 'npub1nope', undefined],
  ])('reads %s', (_name, value, expected) => {
    expect(parseSellerHint(value)).toBe(expected);
  });
});
