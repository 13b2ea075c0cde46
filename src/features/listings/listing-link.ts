import type { CarListing } from '@/nostr/listing';
import { npubEncode } from '@/nostr/npub';

/** The URL parameter naming the seller of a listing: a `d` tag alone is not an identity (docs/architecture.md §7). */
export const SELLER_PARAM = 'seller';

/** `/listing/<d>?seller=<npub>`: the route of docs/product.md §2 plus the author, so the detail page asks for both. */
export function listingPath(listing: Pick<CarListing, 'id' | 'pubkey'>): string {
  const params = new URLSearchParams({ [SELLER_PARAM]: npubEncode(listing.pubkey) });
  return `/listing/${encodeURIComponent(listing.id)}?${params.toString()}`;
}

