import { useFormContext, useWatch } from 'react-hook-form';

import { CAR_SPEC_RANGES, kwToHp } from '@/nostr/car-spec-values';

import type { ListingFormValues } from '../../listing-form-schema';
import { DetailNumberField } from './DetailNumberField';

/** The typed kW as a whole number in range, else undefined (the hp is shown only for a value that will publish). */
function typedKw(text: string): number | undefined {
  const trimmed = text.trim();
  if (!/^\d{1,4}$/.test(trimmed)) return undefined;
  const kw = Number(trimmed);
  return kw >= CAR_SPEC_RANGES.powerKw.min && kw <= CAR_SPEC_RANGES.powerKw.max ? kw : undefined;
}

/** 'Power (kW)' with the horsepower beside it as the seller types: '110 kW (150 hp)' (docs/product.md §2). */
export function PowerField() {
  const { control } = useFormContext<ListingFormValues>();
  const kw = typedKw(useWatch({ control, name: 'details.powerKw' }));
  return (
    <DetailNumberField
      name="powerKw"
      label="Power (kW)"
      placeholder="e.g., 110"
      aside={<span aria-live="polite">{kw === undefined ? 'kW' : `${kw} kW (${kwToHp(kw)} hp)`}</span>}
    />
  );
}
