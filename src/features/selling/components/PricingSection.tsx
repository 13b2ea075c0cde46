import { CURRENCIES } from '@/config/car-options';

import { FormSection } from './FormSection';
import { SelectField } from './SelectField';
import { TextField } from './TextField';

export function PricingSection() {
  return (
    <FormSection title="Pricing">
      {/* A number input whose value the form keeps as the text typed (docs/product.md §5). */}
      <TextField name="price" label="Price" type="number" inputMode="decimal" placeholder="e.g., 24500" />
      <SelectField name="currency" label="Currency" options={CURRENCIES} placeholder="Select currency" />
    </FormSection>
  );
}
