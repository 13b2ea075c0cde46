import { Controller, useFormContext } from 'react-hook-form';

import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/utils';
import { LISTING_LIMITS } from '@/nostr/listing';
import { MILEAGE_UNITS } from '@/nostr/mileage';

import type { ListingFormValues } from '../listing-form-schema';
import { describedBy, fieldIds } from './field-ids';
import { FieldMessage } from './FieldMessage';

const UNIT_NAMES = { km: 'Kilometres', mi: 'Miles' } as const;

/**
 * 'Mileage' with its unit beside it (docs/product.md §2 'List Your Car for Sale'): two toggle buttons, km and mi,
 * the seller's region choosing the first value. The unit is published with the number (§3 Car listing).
 */
export function MileageField() {
  const { register, control, formState } = useFormContext<ListingFormValues>();
  const error = formState.errors.mileage?.message;
  const ids = fieldIds('mileage');
  const unitLabel = `${ids.control}-unit-label`;
  return (
    <div className="space-y-2">
      <Label htmlFor={ids.control}>Mileage</Label>
      <div className="flex gap-2">
        <Input
          id={ids.control}
          inputMode="numeric"
          placeholder="e.g., 42000"
          maxLength={LISTING_LIMITS.field}
          autoComplete="off"
          className="min-w-0 flex-1"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(ids.hint, error && ids.error)}
          {...register('mileage')}
        />
        <span id={unitLabel} className="sr-only">
          Mileage unit
        </span>
        <Controller
          control={control}
          name="mileageUnit"
          render={({ field }) => (
            <div role="group" aria-labelledby={unitLabel} className="inline-flex shrink-0 rounded-md border bg-background p-0.5">
              {MILEAGE_UNITS.map((unit) => (
                <button
                  key={unit}
                  type="button"
                  aria-pressed={field.value === unit}
                  // Named by its visible text ('km'), as axe asks of a label; the word shows on hover.
                  title={UNIT_NAMES[unit]}
                  onClick={() => field.onChange(unit)}
                  className={cn(
                    'min-h-11 min-w-11 cursor-pointer sm:min-h-9 rounded px-3 text-sm font-medium focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
                    field.value === unit ? 'bg-primary text-primary-foreground' : 'text-muted-foreground hover:bg-secondary',
                  )}
                >
                  {unit}
                </button>
              ))}
            </div>
          )}
        />
      </div>
      <div className="space-y-1">
        <p id={ids.hint} className="text-xs text-muted-foreground">
          Odometer reading, in kilometres (km) or miles (mi)
        </p>
        <FieldMessage id={ids.error} message={error} />
      </div>
    </div>
  );
}
