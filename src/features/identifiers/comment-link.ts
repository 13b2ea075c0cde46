import { listingPath } from '@/features/listings/public';
import type { ListingAddress } from '@/nostr/listing-address';

/**
 * `/listing/<d>?seller=<npub>#comment-<id>`: the listing a comment hangs from, opened at the comment (the
 * comments section reads the `#comment-<id>` fragment, see features/comments/comment-anchor.ts).
 */
export function commentPath(listing: ListingAddress, commentId: string): string {
  return `${listingPath({ id: listing.d, pubkey: listing.pubkey })}#comment-${commentId}`;
}
