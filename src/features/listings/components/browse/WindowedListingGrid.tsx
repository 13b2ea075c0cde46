import { useState } from 'react';

import type { CarListing } from '@/nostr/listing';

import { useGridColumns } from '../../hooks/useGridColumns';
import { useWindowedRows } from '../../hooks/useWindowedRows';
import { ListingCard } from './ListingCard';

/**
 * The listing grid, rendered a row at a time and only near the viewport: the DOM holds a few rows whatever
 * the number of listings loaded. Spacers above and below keep the page's height (and scrollbar) honest.
 */
export function WindowedListingGrid({ listings, backSearch }: { listings: readonly CarListing[]; backSearch: string }) {
  // A callback ref kept in state: the window needs the element's position, and re-renders once it exists.
  const [container, setContainer] = useState<HTMLDivElement | null>(null);
  const columns = useGridColumns();
  const rowCount = Math.ceil(listings.length / columns);
  const { start, end, before, after, measure } = useWindowedRows(rowCount, container, String(columns));

  const rendered = [];
  for (let row = start; row < end; row += 1) {
    rendered.push(
      <div
        key={row}
        ref={measure}
        data-row={row}
        data-layout={columns}
        className="grid gap-4 pb-4"
        style={{ gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` }}
      >
        {listings.slice(row * columns, (row + 1) * columns).map((listing) => (
          <ListingCard key={`${listing.pubkey}:${listing.id}`} listing={listing} backSearch={backSearch} />
        ))}
      </div>,
    );
  }

  return (
    <div ref={setContainer} data-testid="listing-grid" style={{ paddingTop: before, paddingBottom: after }}>
      {rendered}
    </div>
  );
}
