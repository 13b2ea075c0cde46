import { TriangleAlertIcon } from 'lucide-react';
import { Link } from 'react-router';

import type { CarListing } from '@/nostr/listing';
import { MIN_COMPARABLES, NOT_ENOUGH_TO_RATE, PRICE_LABEL_TEXT, UNUSUALLY_LOW_WARNING, type PriceRating } from '@/nostr/price-rating';
import { useDisplayUnit } from '@/features/settings/public';

import { formatMileage, formatPrice, listingPath } from '@/features/listings/public';
import { ratingCriteria } from './rating-criteria';

const percent = new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 0 });

function position(difference: number): string {
  if (Math.abs(difference) < 0.005) return 'at the estimate';
  return `${percent.format(Math.abs(difference))} ${difference < 0 ? 'below' : 'above'} the estimate`;
}

/**
 * 'How we rated this' (docs/product.md §2 Buyer insight): the estimate, how it was made and the comparables, each a
 * link; mileages in the viewer's unit with the other in brackets, as on the rest of the page (§2 Units).
 */
export function HowWeRated({ listing, rating }: { listing: CarListing; rating: PriceRating }) {
  const displayUnit = useDisplayUnit();
  const estimate = rating.status === 'rated' ? { ...listing.price, amount: Math.round(rating.estimate) } : undefined;
  return (
    <div className="space-y-3" data-testid="how-we-rated">
      {estimate !== undefined && rating.status === 'rated' ? (
        <p>
          Estimated market value <strong data-testid="price-estimate">{formatPrice(estimate, true)}</strong>. This price is {position(rating.difference)}:{' '}
          <strong>{PRICE_LABEL_TEXT[rating.label]}</strong>.
        </p>
      ) : (
        <p>
          {NOT_ENOUGH_TO_RATE}: {rating.comparables.length} found, {MIN_COMPARABLES} needed.
        </p>
      )}
      {rating.status === 'rated' && rating.label === 'suspicious' && (
        <p data-testid="unusually-low-warning" className="flex gap-2 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-amber-950 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100">
          <TriangleAlertIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {UNUSUALLY_LOW_WARNING}
        </p>
      )}
      <p className="text-muted-foreground">
        Similar cars: {ratingCriteria(listing, displayUnit)}; sold ones count, the seller’s own other listings do not. The estimate is the median of their
        prices, each moved to this car’s mileage along the typical price-per-mile of the group. Only listings this app has seen on your
        relays are used.
      </p>
      {rating.comparables.length > 0 && (
        <ol className="divide-y rounded-md border">
          {rating.comparables.map((comparable) => (
            <li key={`${comparable.pubkey}:${comparable.d}`} className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-0.5 px-3 py-2">
              <Link to={listingPath(comparable)} className="min-w-0 truncate font-medium underline-offset-4 hover:underline">
                {comparable.title}
              </Link>
              <span className="text-muted-foreground">
                {[comparable.year, formatMileage(comparable, displayUnit), comparable.status === 'sold' ? 'sold' : undefined].filter(Boolean).join(' · ')}
                {' · '}
                <span className="font-medium text-foreground">{formatPrice(comparable.price, comparable.hasPrice)}</span>
              </span>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
