import type { CarListing } from '@/nostr/listing';

import { DeferredCommentsSection } from './deferred-detail-parts';
import { LISTING_COMMENTS_ID } from './listing-comments-anchor';

/**
 * Where the comments section of the listing goes (docs/product.md §2 Comments section): NIP-22 comments on the
 * listing's `A` coordinate (`listingAddress(listing)`).
 */
export function ListingCommentsSlot({ listing }: { listing: CarListing }) {
  return (
    <div id={LISTING_COMMENTS_ID} tabIndex={-1} className="scroll-mt-20 focus:outline-none">
      <DeferredCommentsSection listing={listing} />
    </div>
  );
}
