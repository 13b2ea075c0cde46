import { ChoiceField } from './details/ChoiceField';
import { DetailNumberField } from './details/DetailNumberField';
import { EquipmentField } from './details/EquipmentField';
import { PowerField } from './details/PowerField';
import { RegistrationField } from './details/RegistrationField';
import { FormSection } from './FormSection';

const DRIVETRAIN_OPTIONS = [
  ['FWD', 'FWD'],
  ['RWD', 'RWD'],
  ['AWD', 'AWD'],
  ['4WD', '4WD'],
] as const;
const SERVICE_OPTIONS = [
  ['full', 'Full'],
  ['partial', 'Partial'],
  ['none', 'None'],
] as const;
const YES_NO_OPTIONS = [
  ['yes', 'Yes'],
  ['no', 'No'],
] as const;
const SELLER_OPTIONS = [
  ['private', 'Private seller'],
  ['dealer', 'Dealer'],
] as const;

/**
 * 'More details' (docs/product.md §2 'List Your Car for Sale'): the optional fields buyers ask about, published as
 * `spec` pairs (§3 Car details as spec pairs). Every field may stay empty.
 */
export function MoreDetailsSection() {
  return (
    <FormSection title="More details" description="Optional. Buyers ask about these; leave out what you don't know.">
      <PowerField />
      <DetailNumberField name="engineCc" label="Engine size (cc)" placeholder="e.g., 1998" aside="cc" />
      <RegistrationField />
      <DetailNumberField name="previousOwners" label="Previous owners" placeholder="e.g., 1" />
      <DetailNumberField name="doors" label="Doors" placeholder="e.g., 5" />
      <DetailNumberField name="seats" label="Seats" placeholder="e.g., 5" />
      <ChoiceField name="drivetrain" label="Drivetrain" options={DRIVETRAIN_OPTIONS} wide />
      <ChoiceField name="serviceHistory" label="Service history" options={SERVICE_OPTIONS} wide />
      <ChoiceField name="accidentFree" label="Accident-free" options={YES_NO_OPTIONS} />
      <ChoiceField name="sellerType" label="Seller" options={SELLER_OPTIONS} />
      <EquipmentField />
    </FormSection>
  );
}
