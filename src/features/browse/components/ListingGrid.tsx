import { startTransition, useEffect, useState } from 'react';

import type { CarListing } from '@/nostr/listing';

import { cardImagePriority, ListingCard } from '@/features/listing-card/public';
import { CARDS_PER_STEP, firstRenderCount, GROWTH_DELAY_MS, type RenderedCards } from './grid-progress';

/**
 * Every card in one CSS grid, for result sets up to LISTING_GRID_RENDER_ALL_MAX: all of them are in the
 * DOM, so find-in-page and screen readers' browse mode reach every listing (docs/product.md §2, "Listing
 * grid"). The columns are the breakpoints `useGridColumns` mirrors for the windowed grid.
 */
export function ListingGrid({ listings }: { listings: readonly CarListing[] }) {
  // A new result set renders its first screen of new cards at once, so the count and the cards in view
  // update together; the rest follow below the fold once typing pauses, a few rows per background render,
  // so that no single commit lays out a hundred cards and a keystroke never waits behind one.
  const [rendered, setRendered] = useState<RenderedCards>({ listings: undefined, count: 0 });
  const current = rendered.listings === listings;
  const count = current ? rendered.count : firstRenderCount(listings, rendered);
  const shown = count >= listings.length ? listings : listings.slice(0, count);
  useEffect(() => {
    if (current && shown.length === listings.length) return undefined;
    const grow = () => startTransition(() => setRendered({ listings, count: Math.min(listings.length, shown.length + CARDS_PER_STEP) }));
    if (current) {
      grow();
      return undefined;
    }
    // A new result set waits for a pause in typing before it grows: the next keystroke's results would
    // otherwise queue behind a chain of commits of cards below the fold, each with its frame.
    const timer = setTimeout(grow, GROWTH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [current, shown.length, listings]);
  return (
    <div data-testid="listing-grid" data-layout="all" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
      {shown.map((listing, index) => (
        <ListingCard key={`${listing.pubkey}:${listing.id}`} listing={listing} imagePriority={cardImagePriority(index)} />
      ))}
    </div>
  );
}
