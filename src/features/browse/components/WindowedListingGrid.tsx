import { useRef } from 'react';

import type { CarListing } from '@/nostr/listing';

import { useGridColumns } from '../hooks/useGridColumns';
import { useWindowedRows } from '../hooks/useWindowedRows';
import { cardImagePriority, ListingCard } from '@/features/listing-card/public';

export interface WindowedListingGridProps {
  listings: readonly CarListing[];
}

/**
 * The grid for result sets too large to render whole (more than LISTING_GRID_RENDER_ALL_MAX): rows of as many
 * cards as the layout has columns, and only the rows near the viewport in the DOM, whatever the number of
 * listings loaded. The grid element keeps the height of every row, so the page scrolls as if all were there.
 * Loaded on demand (ListingResults): smaller result sets, the usual case, never download the virtualizer.
 */
export function WindowedListingGrid({ listings }: WindowedListingGridProps) {
  const grid = useRef<HTMLDivElement>(null);
  const columns = useGridColumns();
  const { rows, offset, height, measureRow, onFocus, onBlur } = useWindowedRows(listings, columns, grid);

  return (
    // Each row carries its gap below (pb-4, measured with it); -mb-4 takes the last one back, as in ListingGrid.
    <div
      ref={grid}
      data-testid="listing-grid"
      data-layout="windowed"
      className="relative -mb-4"
      style={{ height }}
      onFocus={onFocus}
      onBlur={onBlur}
    >
      {rows.map((row) => (
        <div
          key={row.key}
          ref={measureRow}
          data-index={row.index}
          className="absolute inset-x-0 top-0 grid gap-4 pb-4"
          style={{ transform: `translateY(${row.start - offset}px)`, gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` }}
        >
          {listings.slice(row.index * columns, (row.index + 1) * columns).map((listing, column) => (
            <ListingCard
              key={`${listing.pubkey}:${listing.id}`}
              listing={listing}
              imagePriority={cardImagePriority(row.index * columns + column, columns)}
            />
          ))}
        </div>
      ))}
    </div>
  );
}
