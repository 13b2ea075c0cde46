import { ChevronDownIcon } from 'lucide-react';
import { startTransition, useOptimistic, useState } from 'react';

import { Collapsible, CollapsibleContent, CollapsibleTrigger } from '@/components/ui/collapsible';
import { cn } from '@/lib/utils';
import { DRIVETRAINS, SELLER_TYPES, type Drivetrain, type SellerType } from '@/nostr/car-spec-values';
import { isFilterActive, type FilterKey, type FilterState } from '@/nostr/listing-match';
import { MAX_OWNER_CHOICES, MIN_POWER_CHOICES, powerLabel, SELLER_TYPE_LABELS } from '@/nostr/listing-spec-filters';

import { FilterSelect } from './FilterSelect';

interface MoreFiltersProps {
  id: string;
  filters: FilterState;
  onChange: <K extends FilterKey>(key: K, value: FilterState[K]) => void;
}

const SPEC_KEYS = ['drivetrain', 'sellerType', 'accidentFree', 'maxOwners', 'minPowerKw'] as const satisfies readonly FilterKey[];

function isDrivetrain(value: string | undefined): value is Drivetrain {
  return (DRIVETRAINS as readonly (string | undefined)[]).includes(value);
}

function isSellerType(value: string | undefined): value is SellerType {
  return (SELLER_TYPES as readonly (string | undefined)[]).includes(value);
}

function toNumber(value: string | undefined): number | undefined {
  return value === undefined ? undefined : Number(value);
}

/**
 * 'More filters' (docs/product.md §2 Home: browse tab): the buyer fields a car site filters on, folded away so
 * the panel stays short on a phone.
 */
export function MoreFilters({ id, filters, onChange }: MoreFiltersProps) {
  const activeCount = SPEC_KEYS.filter((key) => isFilterActive(filters, key)).length;
  // Open on arrival when a link sets one; folded, the trigger still says how many are set (and the chips show them).
  const [open, setOpen] = useState(activeCount > 0);
  const [accidentFree, setAccidentFree] = useOptimistic(filters.accidentFree);
  return (
    <Collapsible open={open} onOpenChange={setOpen}>
      <CollapsibleTrigger
        className="flex min-h-10 cursor-pointer items-center gap-2 rounded-md text-sm font-medium focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring max-sm:min-h-11"
      >
        <ChevronDownIcon aria-hidden="true" className={cn('size-4 transition-transform', open && 'rotate-180')} />
        More filters
        {activeCount > 0 && <span className="text-muted-foreground">({activeCount} set)</span>}
      </CollapsibleTrigger>
      {/* Bottom-aligned: on a phone 'Max. previous owners' wraps, and the selects stay in one line. */}
      <CollapsibleContent className="grid grid-cols-2 gap-4 pt-3 lg:grid-cols-5">
        <FilterSelect
          className="content-end"
          id={`${id}-drivetrain`}
          label="Drivetrain"
          allLabel="Any"
          options={DRIVETRAINS}
          value={filters.drivetrain}
          onChange={(value) => onChange('drivetrain', isDrivetrain(value) ? value : undefined)}
        />
        <FilterSelect
          className="content-end"
          id={`${id}-seller`}
          label="Seller"
          allLabel="Any"
          options={SELLER_TYPES}
          optionLabel={(option) => (isSellerType(option) ? SELLER_TYPE_LABELS[option] : option)}
          value={filters.sellerType}
          onChange={(value) => onChange('sellerType', isSellerType(value) ? value : undefined)}
        />
        <FilterSelect
          className="content-end"
          id={`${id}-owners`}
          label="Max. previous owners"
          allLabel="Any"
          options={MAX_OWNER_CHOICES.map(String)}
          value={filters.maxOwners === undefined ? undefined : String(filters.maxOwners)}
          onChange={(value) => onChange('maxOwners', toNumber(value))}
        />
        <FilterSelect
          className="content-end"
          id={`${id}-power`}
          label="Min. power"
          allLabel="Any"
          options={MIN_POWER_CHOICES.map(String)}
          optionLabel={(option) => powerLabel(Number(option))}
          value={filters.minPowerKw === undefined ? undefined : String(filters.minPowerKw)}
          onChange={(value) => onChange('minPowerKw', toNumber(value))}
        />
        <label htmlFor={`${id}-accident-free`} className="col-span-2 flex min-h-10 cursor-pointer items-center gap-2 self-end text-sm font-medium max-sm:min-h-11 lg:col-span-1">
          <input
            id={`${id}-accident-free`}
            type="checkbox"
            checked={accidentFree}
            onChange={(event) => {
              const checked = event.target.checked;
              // The filter reaches the URL in the router's transition; a controlled box would show its old state
              // until that render commits, so it shows the click at once.
              startTransition(() => {
                setAccidentFree(checked);
                onChange('accidentFree', checked);
              });
            }}
            className="size-4 cursor-pointer accent-primary"
          />
          Accident-free only
        </label>
      </CollapsibleContent>
    </Collapsible>
  );
}
