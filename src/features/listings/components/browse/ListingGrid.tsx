import type { CarListing } from '@/nostr/listing';

import { cardImagePriority } from './card-image-priority';
import { ListingCard } from './ListingCard';

/**
 * Every card in one CSS grid, for result sets up to LISTING_GRID_RENDER_ALL_MAX: all of them are in the
 * DOM, so find-in-page and screen readers' browse mode reach every listing (docs/product.md §2, "Listing
 * grid"). The columns are the breakpoints `useGridColumns` mirrors for the windowed grid.
 */
export function ListingGrid({ listings, backSearch }: { listings: readonly CarListing[]; backSearch: string }) {
  return (
    <div data-testid="listing-grid" data-layout="all" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
      {listings.map((listing, index) => (
        <ListingCard key={`${listing.pubkey}:${listing.id}`} listing={listing} backSearch={backSearch} imagePriority={cardImagePriority(index)} />
      ))}
    </div>
  );
}
