import { XIcon } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';

import { formatPrice, type ListingAtAddress, listingPath, mileageParts } from '@/features/listings/public';
import { ListingImage, PriceRatingBadge, SoldBadge } from '@/features/listing-card/public';
import { useDisplayUnit } from '@/features/settings/public';
import { coverPhotoOf } from '@/nostr/imeta';
import type { CarListing } from '@/nostr/listing';
import type { MileageUnit } from '@/nostr/mileage';
import type { PriceRating } from '@/nostr/price-rating';

import { COMPARE_ROWS, factText, rowDiffers, type CompareRowKey } from '../compare-rows';
import type { ComparedCar } from '../compare-url';
import { SellerName } from './SellerName';

export interface CompareColumn {
  car: ComparedCar;
  /** Undefined while loading. */
  result: ListingAtAddress | undefined;
  rating: PriceRating | undefined;
}

const UNAVAILABLE: Readonly<Record<'deleted' | 'missing', string>> = {
  deleted: 'Deleted by its seller',
  missing: 'Not found on your relays',
};

/**
 * Each car in its own unit, the viewer's in brackets when it differs, as on the detail page (docs/product.md
 * §2 Units); the bracket kept on one line in the narrow column.
 */
function Mileage({ listing, displayUnit }: { listing: CarListing; displayUnit: MileageUnit }) {
  const parts = mileageParts(listing, displayUnit);
  if (parts === undefined) return <span className="text-muted-foreground">—</span>;
  return (
    <span className="break-words [overflow-wrap:anywhere]">
      {parts.own}
      {parts.other !== undefined && <span className="whitespace-nowrap text-muted-foreground">{` (${parts.other})`}</span>}
    </span>
  );
}

interface FactProps {
  listing: CarListing;
  rowKey: CompareRowKey;
  rating: PriceRating | undefined;
  now: number;
  displayUnit: MileageUnit;
}

function Fact({ listing, rowKey, rating, now, displayUnit }: FactProps) {
  if (rowKey === 'price') {
    return (
      <div className="space-y-1">
        <div className="font-semibold text-primary">{formatPrice(listing.price, listing.hasPrice)}</div>
        <PriceRatingBadge rating={rating} />
      </div>
    );
  }
  if (rowKey === 'seller') return <SellerName pubkey={listing.pubkey} />;
  if (rowKey === 'mileage') return <Mileage listing={listing} displayUnit={displayUnit} />;
  const text = factText(listing, rowKey, now);
  return text === '' ? <span className="text-muted-foreground">—</span> : <span className="break-words [overflow-wrap:anywhere]">{text}</span>;
}

/**
 * The cars side by side (docs/product.md §2 Compare): one column per car, one row per fact, the first column
 * sticky so the labels stay in view while a phone scrolls sideways. 'Show only differences' hides the rows
 * where every loaded car says the same.
 */
export function CompareTable({ columns, now, onRemove }: { columns: readonly CompareColumn[]; now: number; onRemove: (car: ComparedCar) => void }) {
  const [onlyDifferences, setOnlyDifferences] = useState(false);
  const displayUnit = useDisplayUnit();
  const loaded = columns.flatMap((column) => (column.result?.state === 'found' ? [column.result.listing] : []));
  const rows = COMPARE_ROWS.filter(([key]) => !onlyDifferences || rowDiffers(loaded, key, now));

  const cell = (column: CompareColumn, render: (listing: CarListing) => ReactNode) => {
    const { result } = column;
    if (result === undefined) return <div className="h-4 w-2/3 animate-pulse rounded bg-muted" />;
    if (result.state !== 'found') return <span className="text-muted-foreground">—</span>;
    return render(result.listing);
  };

  return (
    <div className="space-y-3">
      <label className="inline-flex cursor-pointer items-center gap-2 text-sm font-medium">
        <input type="checkbox" className="size-4 accent-primary" checked={onlyDifferences} onChange={(event) => setOnlyDifferences(event.target.checked)} />
        Show only differences
      </label>
      <div className="max-w-full overflow-x-auto rounded-lg border sm:w-fit">
        <table className="min-w-max border-collapse text-sm" data-testid="compare-table">
          <thead>
            <tr>
              <th scope="col" className="sticky left-0 z-10 w-24 bg-background p-3 text-left align-bottom sm:w-36">
                <span className="sr-only">Car</span>
              </th>
              {columns.map((column) => {
                const listing = column.result?.state === 'found' ? column.result.listing : undefined;
                return (
                  <th key={`${column.car.pubkey}:${column.car.d}`} scope="col" className="w-40 min-w-40 border-l p-3 text-left align-top font-normal sm:w-56 sm:min-w-56" data-testid="compare-car">
                    <div className="relative mb-2 aspect-[3/2] overflow-hidden rounded-md bg-muted">
                      {listing && <ListingImage photo={coverPhotoOf(listing)} pubkey={listing.pubkey} alt={listing.title} loading="lazy" />}
                      {listing?.status === 'sold' && <SoldBadge className="absolute left-2 top-2" />}
                    </div>
                    <div className="flex items-start gap-1">
                      {listing ? (
                        <Link to={listingPath(listing)} className="min-w-0 flex-1 break-words font-semibold leading-snug underline-offset-4 hover:underline [overflow-wrap:anywhere]">
                          {listing.title}
                        </Link>
                      ) : (
                        <span className="min-w-0 flex-1 text-muted-foreground">{column.result === undefined ? 'Loading…' : UNAVAILABLE[column.result.state === 'found' ? 'missing' : column.result.state]}</span>
                      )}
                      <button
                        type="button"
                        onClick={() => onRemove(column.car)}
                        aria-label={`Remove from compare: ${listing?.title ?? 'this car'}`}
                        title="Remove from compare"
                        className="inline-flex size-7 shrink-0 items-center justify-center rounded-full hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                      >
                        <XIcon className="size-4" aria-hidden="true" />
                      </button>
                    </div>
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>
            {rows.map(([key, label]) => (
              <tr key={key} className="border-t" data-row={key}>
                <th scope="row" className="sticky left-0 z-10 bg-background p-3 text-left font-medium text-muted-foreground">
                  {label}
                </th>
                {columns.map((column) => (
                  <td key={`${column.car.pubkey}:${column.car.d}`} className="border-l p-3 align-top">
                    {cell(column, (listing) => <Fact listing={listing} rowKey={key} rating={column.rating} now={now} displayUnit={displayUnit} />)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {onlyDifferences && rows.length === 0 && <p className="text-sm text-muted-foreground">These cars are alike in every fact shown here.</p>}
    </div>
  );
}
