import type { CarListing } from '@/nostr/listing';

import { ListedAgo } from './ListedAgo';
import { PriceDroppedBadge } from './PriceDroppedBadge';
import { PriceRatingBadge } from './PriceRatingBadge';
import { usePriceRatingFromGrid } from './price-ratings-context';

/** The card's buyer hints under the price: fair-price badge, 'Price dropped', days listed. */
export function CardInsights({ listing }: { listing: CarListing }) {
  const rating = usePriceRatingFromGrid(listing);
  return (
    <div className="flex min-h-5 flex-wrap items-center gap-1.5">
      <PriceRatingBadge rating={rating} />
      <PriceDroppedBadge listing={listing} />
      <ListedAgo listing={listing} />
    </div>
  );
}
