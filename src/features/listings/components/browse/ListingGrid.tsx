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
export function ListingGrid({ listings }: { listings: readonly CarListing[] }) {
  // A larger set of cards than the one on screen (the grid's first paint: a warm visit shows up to 100 cached
  // cards; a search widened by a keystroke: 12 → 138 results) first renders as many cards as the last complete
  // set had (at least the first screen's), so the count and the first cards update at once; the rest follow
  // in a background render right after, below the fold. A smaller set renders whole at once.
  const [complete, setComplete] = useState<readonly CarListing[]>();
  const limit = Math.max(FIRST_PAINT_CARDS, complete?.length ?? 0);
  const shown = complete === listings || listings.length <= limit ? listings : listings.slice(0, limit);
  useEffect(() => {
    if (complete !== listings) startTransition(() => setComplete(listings));
  }, [complete, listings]);
  return (
    <div data-testid="listing-grid" data-layout="all" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
      {shown.map((listing, index) => (
        <ListingCard key={`${listing.pubkey}:${listing.id}`} listing={listing} imagePriority={cardImagePriority(index)} />
      ))}
    </div>
  );
}
