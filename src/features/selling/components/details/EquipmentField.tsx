import { useId } from 'react';
import { Controller, useFormContext } from 'react-hook-form';

import { EQUIPMENT_CHECKLIST } from '@/nostr/car-specs';

import type { ListingFormValues } from '../../listing-form-schema';

/**
 * 'Equipment': the checklist of docs/product.md §3 Car details as spec pairs, then any item another app wrote
 * for this listing (kept checked on an edit, so republishing never drops it unless the seller unticks it).
 */
export function EquipmentField() {
  const { control } = useFormContext<ListingFormValues>();
  const legendId = useId();
  return (
    <Controller
      control={control}
      name="details.equipment"
      render={({ field }) => {
        const chosen = new Set(field.value);
        const own = field.value.filter((item) => !(EQUIPMENT_CHECKLIST as readonly string[]).includes(item));
        const toggle = (item: string, on: boolean) =>
          field.onChange(on ? [...field.value, item] : field.value.filter((value) => value !== item));
        return (
          <fieldset className="min-w-0 space-y-2 sm:col-span-2" aria-labelledby={legendId}>
            <legend id={legendId} className="text-sm font-medium leading-none">
              Equipment
            </legend>
            <div className="grid gap-x-4 pt-1 sm:grid-cols-2">
              {[...EQUIPMENT_CHECKLIST, ...own].map((item) => (
                <label key={item} className="flex min-h-11 cursor-pointer items-center gap-3 text-sm">
                  <input
                    type="checkbox"
                    className="size-5 shrink-0 cursor-pointer accent-primary"
                    checked={chosen.has(item)}
                    disabled={field.disabled}
                    onChange={(event) => toggle(item, event.target.checked)}
                    onBlur={field.onBlur}
                  />
                  <span className="min-w-0 break-words">{item}</span>
                </label>
              ))}
            </div>
          </fieldset>
        );
      }}
    />
  );
}
