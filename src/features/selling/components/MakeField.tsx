import { Controller, useFormContext } from 'react-hook-form';

import { Label } from '@/components/ui/label';
import { SearchableSelect } from '@/components/ui/searchable-select';
import { makeChoices, matchMakes, OTHER_MAKE } from '@/nostr/car-make';

import type { ListingFormValues } from '../listing-form-schema';
import { describedBy, fieldIds } from './field-ids';
import { FieldMessage } from './FieldMessage';

const LISTED = makeChoices([]);
const OTHER = [OTHER_MAKE];

/**
 * 'Make' of the listing form (docs/product.md §2 Home: sell tab): every listed make with type-ahead, and
 * 'Other' whatever is typed. An edited listing's own make that the list lacks is offered too, so an edit keeps it.
 */
export function MakeField() {
  const { control } = useFormContext<ListingFormValues>();
  const ids = fieldIds('make');
  return (
    <Controller
      control={control}
      name="make"
      render={({ field, fieldState }) => {
        const kept = field.value !== '' && field.value !== OTHER_MAKE && !LISTED.includes(field.value);
        return (
          <div className="space-y-2">
            <Label htmlFor={ids.control}>Make</Label>
            <SearchableSelect
              id={ids.control}
              triggerRef={field.ref}
              value={field.value === '' ? undefined : field.value}
              options={kept ? [field.value, ...LISTED] : LISTED}
              match={matchMakes}
              fallbacks={OTHER}
              onChange={(make) => field.onChange(make ?? '')}
              onBlur={field.onBlur}
              disabled={field.disabled}
              placeholder="Select make"
              searchLabel="Search makes"
              listLabel="Makes"
              noMatch={(typed) => `No make in the list matches “${typed}”: choose Other.`}
              aria-invalid={fieldState.error ? true : undefined}
              aria-describedby={describedBy(fieldState.error && ids.error)}
            />
            <FieldMessage id={ids.error} message={fieldState.error?.message} />
          </div>
        );
      }}
    />
  );
}
