import { TrendingDownIcon } from 'lucide-react';

import type { CarListing } from '@/nostr/listing';

import { formatPrice, usePriceDrop } from '@/features/listings/public';

/** 'Price dropped' when the app saw this listing at a higher price before (docs/product.md §2 Buyer insight). */
export function PriceDroppedBadge({ listing }: { listing: CarListing }) {
  const drop = usePriceDrop(listing);
  if (drop === undefined) return null;
  const was = `Was ${formatPrice(drop.from, true)}`;
  return (
    <span data-testid="price-dropped" title={was} className="inline-flex items-center gap-1 rounded-full border border-emerald-300 px-2 py-0.5 text-xs font-semibold text-emerald-800 dark:border-emerald-800 dark:text-emerald-200">
      <TrendingDownIcon className="size-3" aria-hidden="true" />
      Price dropped
      <span className="sr-only"> ({was})</span>
    </span>
  );
}
