import { lazy, Suspense, useEffect, useState } from 'react';

import { CompareButton } from '@/features/compare-tray/public';
import { useReadRelays } from '@/features/network/public';
import { PhotoReuseWarning } from '@/features/photo-reuse/public';
import { cn } from '@/lib/utils';
import type { CarListing } from '@/nostr/listing';
import { comparableKey, NOT_ENOUGH_TO_RATE } from '@/nostr/price-rating';

import { listingCache, useComparableRating } from '@/features/listings/public';
import { HOW_WE_RATED } from './insights-size';
import { ListedAgo, PriceDroppedBadge, PriceRatingBadge } from '@/features/listing-card/public';

// The explanation (comparables, estimate, method) is read by few: its code loads when it is opened.
const HowWeRated = lazy(() => import('./HowWeRated').then((module) => ({ default: module.HowWeRated })));

/**
 * The detail page's buyer hints under the price (docs/product.md §2 Buyer insight): the fair-price badge or 'Not enough
 * similar cars to rate', 'Price dropped', days listed, Compare, the photo reuse warning (§2 Photo reuse) and 'How we rated this'.
 */
export function DetailInsights({ listing }: { listing: CarListing }) {
  const { rating, loading } = useComparableRating(listing);
  const { relays } = useReadRelays();
  const [explained, setExplained] = useState(false);
  useEffect(() => {
    void listingCache().loadPriceDrop(relays, listing);
  }, [relays, listing]);

  const notEnough = rating.status === 'unrated' && rating.reason === 'not-enough' && !loading;
  // A listing with a comparable price always ends up rated or 'not enough': the explanation is there from the
  // first render, so what is below it does not move down when the comparables have been read.
  const explainable = comparableKey(listing) !== undefined;
  return (
    <div className="space-y-3" data-testid="listing-insights">
      {/* A phone has room for the badge or 'not enough' line, days listed and Compare on two lines: reserved
          from the first render, so the rating arriving does not push the page down. */}
      <div className={cn('flex flex-wrap content-start items-center gap-2', explainable && 'min-h-16 sm:min-h-9')}>
        <PriceRatingBadge rating={rating} className="text-sm" />
        {notEnough && (
          <span data-testid="price-rating-none" className="text-sm text-muted-foreground">
            {NOT_ENOUGH_TO_RATE}
          </span>
        )}
        <PriceDroppedBadge listing={listing} />
        <ListedAgo listing={listing} className="text-sm" />
        <CompareButton listing={listing} title={listing.title} className="ml-auto" />
      </div>
      <PhotoReuseWarning listing={listing} />
      {explainable && (
        <details className="group rounded-lg border bg-card text-sm" onToggle={(event) => setExplained(event.currentTarget.open)}>
          <summary className="cursor-pointer select-none rounded-lg px-4 py-2.5 font-medium hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring">
            {HOW_WE_RATED}
          </summary>
          {explained && (
            <div className="border-t px-4 py-3">
              <Suspense fallback={<p className="text-muted-foreground">Loading…</p>}>
                <HowWeRated listing={listing} rating={rating} />
              </Suspense>
            </div>
          )}
        </details>
      )}
    </div>
  );
}
