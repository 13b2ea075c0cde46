import { naddrEncode, noteEncode } from 'nostr-tools/nip19';
import { describe, expect, it } from 'vitest';

import { KIND } from '@/config/constants';

import { listingLinksIn } from './chat-listing-links';
import { naddrUriOf } from './chat-message';
import { listingAddress } from './listing-address';

const PUBKEY = 'a'.repeat(64);
const ADDRESS = listingAddress({ pubkey: PUBKEY, d: 'civic-2017' });

describe('listingLinksIn', () => {
  it("takes out the listing link Carstr appends and names the listing with its relay hint", () => {
    const uri = naddrUriOf({ address: ADDRESS, relay: 'wss://relay.example' })!;
    expect(listingLinksIn(`Hi! Is your 2017 Honda Civic EX still available?\n\n${uri}`)).toEqual({
      text: 'Hi! Is your 2017 Honda Civic EX still available?',
      listings: [{ address: ADDRESS, relay: 'wss://relay.example' }],
    });
  });

  it('takes a bare naddr and one inside a sentence, each listing once', () => {
    const bare = naddrEncode({ kind: KIND.listing, pubkey: PUBKEY, identifier: 'civic-2017', relays: [] });
    expect(listingLinksIn(`Look at ${bare} please, and nostr:${bare}`)).toEqual({ text: 'Look at please, and', listings: [{ address: ADDRESS }] });
  });

  it('leaves other links and broken ones in the text', () => {
    const other = naddrEncode({ kind: KIND.listing + 1, pubkey: PUBKEY, identifier: 'x', relays: [] });
    const note = noteEncode('b'.repeat(64));
    const listing = naddrEncode({ kind: KIND.listing, pubkey: PUBKEY, identifier: 'civic-2017', relays: [] });
    const broken = `${listing.slice(0, -1)}${listing.endsWith('q') ? 'p' : 'q'}`;
    const text = `see nostr:${other} and nostr:${note} and nostr:${broken}`;
    expect(listingLinksIn(text)).toEqual({ text, listings: [] });
  });

  it('keeps a message with no link as it is, spaces and all', () => {
    expect(listingLinksIn('  Yes, still for sale.\n\n\n\nCome by.  ')).toEqual({ text: '  Yes, still for sale.\n\n\n\nCome by.  ', listings: [] });
  });
});
