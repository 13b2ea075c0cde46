import { Controller, useFormContext } from 'react-hook-form';

import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';

import type { ListingFormValues, ListingTextField } from '../listing-form-schema';
import { describedBy, fieldIds } from './field-ids';
import { FieldMessage } from './FieldMessage';

interface SelectFieldProps {
  name: ListingTextField;
  label: string;
  options: readonly string[];
  placeholder: string;
}

/** A labelled select with exactly the given options, bound to the listing form. */
export function SelectField({ name, label, options, placeholder }: SelectFieldProps) {
  const { control } = useFormContext<ListingFormValues>();
  const ids = fieldIds(name);
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <div className="space-y-2">
          <Label htmlFor={ids.control}>{label}</Label>
          <Select value={field.value} onValueChange={field.onChange} disabled={field.disabled}>
            <SelectTrigger
              id={ids.control}
              ref={field.ref}
              onBlur={field.onBlur}
              aria-invalid={fieldState.error ? true : undefined}
              aria-describedby={describedBy(fieldState.error && ids.error)}
            >
              <SelectValue placeholder={placeholder} />
            </SelectTrigger>
            <SelectContent>
              {options.map((option) => (
                <SelectItem key={option} value={option}>
                  {option}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
          <FieldMessage id={ids.error} message={fieldState.error?.message} />
        </div>
      )}
    />
  );
}
