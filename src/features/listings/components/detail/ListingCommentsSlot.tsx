import { CommentsSection } from '@/features/comments/public';
import type { CarListing } from '@/nostr/listing';

/**
 * Where the comments section of the listing goes (docs/product.md §2 Comments section): NIP-22 comments on the
 * listing's `A` coordinate (`listingCoordinate(listing)`).
 */
export function ListingCommentsSlot({ listing }: { listing: CarListing }) {
  return <CommentsSection listing={listing} />;
}
