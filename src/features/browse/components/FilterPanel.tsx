import { Button } from '@/components/ui/button';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { BODY_TYPES, DEFAULT_CURRENCY, FILTER_BOUNDS, FUEL_TYPES, TRANSMISSIONS } from '@/config/car-options';
import { activeFilters, rangeEnds, type FilterKey, type FilterState } from '@/nostr/listing-match';
import { useDisplayUnit } from '@/features/settings/public';
import { NetworkOnlySwitch } from '@/features/web-of-trust/public';

import { ActiveFilterChips } from './ActiveFilterChips';
import { DistanceFilter } from './DistanceFilter';
import { FilterSelect } from './FilterSelect';
import { MakeFilter } from './MakeFilter';
import { MileageFilter } from './MileageFilter';
import { MoreFilters } from './MoreFilters';
import { OfferFilter } from './OfferFilter';
import { PriceRangeFilter } from './PriceRangeFilter';
import { RangeFilter } from './RangeFilter';

export interface FilterPanelProps {
  id: string;
  filters: FilterState;
  onChange: <K extends FilterKey>(key: K, value: FilterState[K]) => void;
  onRemove: (key: FilterKey) => void;
  onClearAll: () => void;
  /** Given while 'Only sellers in my network' is on (ActiveFilterChips). */
  onRemoveNetworkOnly?: () => void;
  onApply: () => void;
  /** Currencies among the results, most used first: the price range's choices, the first its default. */
  currencies?: readonly string[];
  /** The make filter's choices: the listed makes and those of the loaded listings (`makeChoices`); the listed ones alone when not given. */
  makes?: readonly string[];
}

/** A slider end at its bound means "no limit", so it reads 'Any' rather than a limit the filter does not apply. */
function describeYears([min = 0, max = 0]: readonly number[]): string {
  return rangeEnds([min, max], FILTER_BOUNDS.year, String).replace(' - ', ' – ');
}

/**
 * docs/product.md §2 'Filter Results' card. Every change filters the grid at once (and lands in the URL); 'Apply
 * Filters' closes the panel and takes the user to the results, which matters on a phone where the open
 * panel fills the screen.
 */
export function FilterPanel({ id, filters, onChange, onRemove, onClearAll, onRemoveNetworkOnly, onApply, currencies = [], makes }: FilterPanelProps) {
  const currency = filters.currency ?? currencies[0] ?? DEFAULT_CURRENCY;
  // The mileage slider is in the viewer's unit; a limit keeps the unit it was set in (docs/product.md §2 Units).
  const displayUnit = useDisplayUnit();
  return (
    <Card id={id} role="region" aria-labelledby={`${id}-title`}>
      <CardHeader className="pb-4 sm:pb-4">
        <CardTitle id={`${id}-title`}>Filter Results</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-6">
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
          <MakeFilter id={`${id}-make`} makes={makes} value={filters.make} onChange={(value) => onChange('make', value)} />
          <FilterSelect id={`${id}-body`} label="Body Type" allLabel="All Body Types" options={BODY_TYPES} value={filters.bodyType} onChange={(value) => onChange('bodyType', value)} />
          <FilterSelect id={`${id}-fuel`} label="Fuel Type" allLabel="All Fuel Types" options={FUEL_TYPES} value={filters.fuelType} onChange={(value) => onChange('fuelType', value)} />
          <FilterSelect id={`${id}-transmission`} label="Transmission" allLabel="All Transmissions" options={TRANSMISSIONS} value={filters.transmission} onChange={(value) => onChange('transmission', value)} />
          <OfferFilter id={`${id}-offer`} value={filters.offer} onChange={(offer) => onChange('offer', offer)} />
        </div>
        <div className="grid gap-6 md:grid-cols-3">
          <RangeFilter
            id={`${id}-year`}
            label="Year Range"
            value={filters.yearRange}
            bounds={FILTER_BOUNDS.year}
            thumbLabels={['Minimum year', 'Maximum year']}
            describe={describeYears}
            onCommit={([min = FILTER_BOUNDS.year.min, max = FILTER_BOUNDS.year.max]) => onChange('yearRange', [min, max])}
          />
          <PriceRangeFilter
            id={`${id}-price`}
            filters={filters}
            currency={currency}
            currencies={currencies}
            onRange={(range) => onChange('priceRange', range)}
            onCurrency={(next) => onChange('currency', next)}
          />
          <MileageFilter id={`${id}-mileage`} value={filters.maxMileage} unit={displayUnit} onChange={(value) => onChange('maxMileage', value)} />
        </div>
        <MoreFilters id={`${id}-more`} filters={filters} onChange={onChange} />
        <DistanceFilter id={`${id}-distance`} value={filters.near} onChange={(near) => onChange('near', near)} />
        <NetworkOnlySwitch id={`${id}-network`} />
      </CardContent>
      <CardFooter className="flex-col items-stretch gap-4 border-t pt-4 sm:flex-row sm:items-center sm:justify-between sm:pt-4">
        <ActiveFilterChips filters={activeFilters(filters)} onRemove={onRemove} onClearAll={onClearAll} onRemoveNetworkOnly={onRemoveNetworkOnly} />
        <Button onClick={onApply} className="sm:ml-auto">
          Apply Filters
        </Button>
      </CardFooter>
    </Card>
  );
}
