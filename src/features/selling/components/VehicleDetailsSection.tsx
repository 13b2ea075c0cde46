import { BODY_TYPES, CONDITIONS, FUEL_TYPES, TRANSMISSIONS } from '@/config/car-options';
import { LISTING_LIMITS } from '@/nostr/listing';

import { FormSection } from './FormSection';
import { MakeField } from './MakeField';
import { MileageField } from './MileageField';
import { SelectField } from './SelectField';
import { TextField } from './TextField';

/** Readers cut vehicle details at this length, so typing stops there. */
const DETAIL_MAX_LENGTH = LISTING_LIMITS.field;

export function VehicleDetailsSection() {
  return (
    <FormSection title="Vehicle Details">
      <MakeField />
      <TextField name="model" label="Model" placeholder="e.g., Camry" maxLength={DETAIL_MAX_LENGTH} />
      <TextField name="year" label="Year" inputMode="numeric" placeholder="e.g., 2019" />
      <MileageField />
      <SelectField name="fuelType" label="Fuel Type" options={FUEL_TYPES} placeholder="Select fuel type" />
      <SelectField name="transmission" label="Transmission" options={TRANSMISSIONS} placeholder="Select transmission" />
      <SelectField name="bodyType" label="Body Type" options={BODY_TYPES} placeholder="Select body type" />
      <TextField name="color" label="Color" placeholder="e.g., Blue" maxLength={DETAIL_MAX_LENGTH} />
      <SelectField name="condition" label="Condition" options={CONDITIONS} placeholder="Select condition" />
      <TextField
        name="vin"
        label="VIN"
        placeholder="e.g., 1HGCM82633A004352"
        hint="Optional: 17 characters, on the windscreen and the registration papers. Buyers can check it matches the car."
        maxLength={DETAIL_MAX_LENGTH}
        wide
      />
    </FormSection>
  );
}
