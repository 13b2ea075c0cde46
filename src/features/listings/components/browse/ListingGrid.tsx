import { startTransition, useEffect, useState } from 'react';

import type { CarListing } from '@/nostr/listing';

import { cardImagePriority } from './card-image-priority';
import { ListingCard } from './ListingCard';

/** Enough cards for the first screen of a large desktop window (two rows of four, below the page header). */
const FIRST_PAINT_CARDS = 8;

/**
 * Every card in one CSS grid, for result sets up to LISTING_GRID_RENDER_ALL_MAX: all of them are in the
 * DOM, so find-in-page and screen readers' browse mode reach every listing (docs/product.md §2, "Listing
 * grid"). The columns are the breakpoints `useGridColumns` mirrors for the windowed grid.
 */
export function ListingGrid({ listings, backSearch }: { listings: readonly CarListing[]; backSearch: string }) {
  // The grid's first paint (a warm visit shows up to 100 cached cards at once) renders the first screen's
  // cards; the rest follow in a background render right after, below the fold.
  const [complete, setComplete] = useState(false);
  useEffect(() => {
    startTransition(() => setComplete(true));
  }, []);
  const shown = complete ? listings : listings.slice(0, FIRST_PAINT_CARDS);
  return (
    <div data-testid="listing-grid" data-layout="all" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
      {shown.map((listing, index) => (
        <ListingCard key={`${listing.pubkey}:${listing.id}`} listing={listing} backSearch={backSearch} imagePriority={cardImagePriority(index)} />
      ))}
    </div>
  );
}
