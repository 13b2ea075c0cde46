import { priceBounds } from '@/nostr/filter-bounds';
import { rangeEnds, type FilterState } from '@/nostr/listing-match';

import { CurrencySelect } from './CurrencySelect';
import { RangeFilter } from './RangeFilter';

interface PriceRangeFilterProps {
  id: string;
  filters: Pick<FilterState, 'priceRange' | 'offer'>;
  /** The price filter's currency (chosen, or the most common among the results). */
  currency: string;
  currencies: readonly string[];
  onRange: (range: readonly [number, number]) => void;
  onCurrency: (currency: string) => void;
}

const count = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** The one line under the slider with 'Any' offer: which prices the range limits (docs/product.md §2 Home: browse tab, Offer). */
export const ANY_OFFER_PRICE_NOTE = 'The price range limits sales; leases show at any monthly price.';

/**
 * 'Price Range' and its currency. Its scale follows the offer: a sale price for 'For sale' and 'Any', a
 * monthly amount for 'Lease' ('Monthly Price', '… / month'), so a monthly amount is never compared with a price.
 */
export function PriceRangeFilter({ id, filters, currency, currencies, onRange, onCurrency }: PriceRangeFilterProps) {
  const lease = filters.offer === 'lease';
  const bounds = priceBounds(filters.offer);
  const describe = ([min = bounds.min, max = bounds.max]: readonly number[]) => {
    const ends = rangeEnds([min, max], bounds, (value) => count.format(value)).replace(' - ', ' – ');
    const text = ends === 'Any – Any' ? 'Any' : `${ends} ${currency}`;
    return lease ? `${text} / month` : text;
  };
  return (
    <div className="grid content-start gap-3">
      <RangeFilter
        id={id}
        label={lease ? 'Monthly Price' : 'Price Range'}
        value={filters.priceRange}
        bounds={bounds}
        thumbLabels={lease ? ['Minimum monthly price', 'Maximum monthly price'] : ['Minimum price', 'Maximum price']}
        describe={describe}
        onCommit={([min = bounds.min, max = bounds.max]) => onRange([min, max])}
      />
      <CurrencySelect id={`${id}-currency`} value={currency} options={currencies} onChange={onCurrency} />
      {filters.offer === 'any' && <p className="text-xs text-muted-foreground">{ANY_OFFER_PRICE_NOTE}</p>}
    </div>
  );
}
