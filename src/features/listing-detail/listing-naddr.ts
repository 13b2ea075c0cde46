import { naddrEncode } from 'nostr-tools/nip19';

import { KIND } from '@/config/constants';
import type { CarListing } from '@/nostr/listing';

/** How many relay hints a shared link carries: enough to find it, short enough to paste. */
export const SHARE_RELAY_HINTS = 2;

/**
 * `/naddr1…` (NIP-19) of the listing, with up to two relays it was seen on as hints. Apart from
 * listing-link.ts because it needs nostr-tools' NIP-19 encoder, which the grid's cards do not.
 */
export function listingNaddrPath(listing: Pick<CarListing, 'pubkey' | 'd'>, seenOn: readonly string[]): string {
  return `/${naddrEncode({ kind: KIND.listing, pubkey: listing.pubkey, identifier: listing.d, relays: seenOn.slice(0, SHARE_RELAY_HINTS) })}`;
}
