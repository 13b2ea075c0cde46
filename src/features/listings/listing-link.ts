import { nip19 } from 'nostr-tools';

import { isHex64 } from '@/nostr/event';
import type { CarListing } from '@/nostr/listing';
import { decodeRouteIdentifier } from '@/nostr/nip19-route';

/** The URL parameter naming the seller of a listing: a `d` tag alone is not an identity (DESIGN §4 Trust). */
export const SELLER_PARAM = 'seller';

/** `/listing/<d>?seller=<npub>`: the spec's route plus the author, so the detail page asks for both. */
export function listingPath(listing: Pick<CarListing, 'id' | 'pubkey'>): string {
  const params = new URLSearchParams({ [SELLER_PARAM]: nip19.npubEncode(listing.pubkey) });
  return `/listing/${encodeURIComponent(listing.id)}?${params.toString()}`;
}

/**
 * The hex pubkey of a `seller` hint: an npub, an nprofile or a hex key. Anything else reads as no hint, so
 * the page falls back to asking by `d` alone, which lets the user choose between several sellers.
 */
export function parseSellerHint(value: string | null): string | undefined {
  const text = value?.trim() ?? '';
  if (text === '') return undefined;
  if (isHex64(text.toLowerCase())) return text.toLowerCase();
  const decoded = decodeRouteIdentifier(text);
  return decoded.type === 'profile' ? decoded.pubkey : undefined;
}
