import type { CarListing } from '@/nostr/listing';

import { DeferredCommentsSection } from './deferred-detail-parts';

/**
 * Where the comments section of the listing goes (docs/product.md §2 Comments section): NIP-22 comments on the
 * listing's `A` coordinate (`listingCoordinate(listing)`).
 */
export function ListingCommentsSlot({ listing }: { listing: CarListing }) {
  return (
    <div id={LISTING_COMMENTS_ID} tabIndex={-1} className="scroll-mt-20 focus:outline-none">
      <DeferredCommentsSection listing={listing} />
    </div>
  );
}

/** The comments' anchor: 'Ask in the comments' (Message Seller, for a seller without private messages) leads here. */
export const LISTING_COMMENTS_ID = 'listing-comments';
