import { nip19 } from 'nostr-tools';
import { describe, expect, it } from 'vitest';

import { KIND } from '@/config/constants';

import { listingNaddrPath } from './listing-naddr';

const pubkey = 'f'.repeat(63) + 'a';

describe('listingNaddrPath', () => {
  it('encodes kind 30402, the seller, the d tag and at most two relay hints', () => {
    const path = listingNaddrPath({ pubkey, d: 'car-1' }, ['wss://a.example', 'wss://b.example', 'wss://c.example']);
    const decoded = nip19.decode(path.slice(1));
    expect(decoded).toEqual({ type: 'naddr', data: { kind: KIND.listing, pubkey, identifier: 'car-1', relays: ['wss://a.example', 'wss://b.example'] } });
  });
});
