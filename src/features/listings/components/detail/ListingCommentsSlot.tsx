import type { CarListing } from '@/nostr/listing';

/**
 * Where the comments section of the listing goes (SPEC §2 Comments section, a later issue). It will thread
 * NIP-22 comments on the listing's `A` coordinate (`listingCoordinate(listing)`); until then it renders
 * nothing, so the page has no half-built section.
 */
export function ListingCommentsSlot(_props: { listing: CarListing }) {
  return null;
}
