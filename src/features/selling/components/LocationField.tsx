import { MapPinIcon } from 'lucide-react';
import { Controller, useFormContext, useWatch } from 'react-hook-form';

import { Label } from '@/components/ui/label';
import { CityCombobox, type PickedCity } from '@/features/places/public';
import { encodeGeohash, LISTING_GEOHASH_PRECISION } from '@/nostr/geohash';
import { LISTING_LIMITS } from '@/nostr/listing';

import type { ListingFormValues } from '../listing-form-schema';
import { describedBy, fieldIds } from './field-ids';
import { FieldMessage } from './FieldMessage';

export const LOCATION_HINTS = {
  placed: 'Buyers searching near this city will find your car. Only the city is published, not your address.',
  unplaced: 'Choose your city from the list so buyers searching nearby find your car.',
} as const;

/**
 * 'Location' with the city picker (docs/product.md §2 sell tab): typing suggests cities from the offline
 * list; choosing one writes 'City, Country' and the city's geohash (precision 5, about 5 km: the `g` tags).
 * Any other text is kept as typed, without a geohash, so a place that is not in the list still works.
 */
export function LocationField() {
  const { control, setValue } = useFormContext<ListingFormValues>();
  const geohash = useWatch({ control, name: 'geohash' });
  const ids = fieldIds('location');
  const setGeohash = (value: string) => setValue('geohash', value, { shouldDirty: true });

  return (
    <Controller
      control={control}
      name="location"
      render={({ field, fieldState }) => {
        const error = fieldState.error?.message;
        const hint = geohash !== '' ? LOCATION_HINTS.placed : field.value.trim() !== '' ? LOCATION_HINTS.unplaced : undefined;
        const pick = (city: PickedCity) => {
          field.onChange(city.label);
          setGeohash(encodeGeohash(city, LISTING_GEOHASH_PRECISION));
        };
        return (
          <div className="space-y-2">
            <Label htmlFor={ids.control}>Location</Label>
            <CityCombobox
              id={ids.control}
              ref={field.ref}
              name={field.name}
              value={field.value}
              placeholder="e.g., Austin, TX"
              maxLength={LISTING_LIMITS.location}
              aria-invalid={error ? true : undefined}
              aria-describedby={describedBy(hint && ids.hint, error && ids.error)}
              onTextChange={(text) => {
                field.onChange(text);
                // The geohash belongs to the chosen city: once the text changes it no longer says where the car is.
                if (geohash !== '') setGeohash('');
              }}
              onPick={pick}
              onBlur={field.onBlur}
            />
            {hint && (
              <p id={ids.hint} className="flex items-start gap-1.5 text-xs text-muted-foreground">
                {geohash !== '' && <MapPinIcon className="mt-px size-3.5 shrink-0" aria-hidden="true" />}
                {hint}
              </p>
            )}
            <FieldMessage id={ids.error} message={error} />
          </div>
        );
      }}
    />
  );
}
