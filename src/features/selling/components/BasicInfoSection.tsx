import { LISTING_TEXT_LIMITS } from '../listing-form-schema';
import { FormSection } from './FormSection';
import { LocationField } from './LocationField';
import { TextField } from './TextField';

export function BasicInfoSection() {
  return (
    <FormSection title="Basic Information">
      <TextField name="title" label="Title" placeholder="e.g., 2019 Toyota Camry SE" countTo={LISTING_TEXT_LIMITS.title} />
      <LocationField />
      <TextField
        name="summary"
        label="Summary (optional)"
        placeholder="One line buyers see first"
        countTo={LISTING_TEXT_LIMITS.summary}
        wide
      />
      <TextField
        name="description"
        label="Description"
        placeholder="Condition, service history, features, reason for selling..."
        countTo={LISTING_TEXT_LIMITS.description}
        multiline
        wide
      />
    </FormSection>
  );
}
