import type { ReactNode } from 'react';
import { useFormContext } from 'react-hook-form';

import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';

import type { CarDetailsTextField } from '../../car-details-form';
import type { ListingFormValues } from '../../listing-form-schema';
import { describedBy, fieldIds } from '../field-ids';
import { FieldMessage } from '../FieldMessage';

interface DetailNumberFieldProps {
  name: CarDetailsTextField;
  label: string;
  placeholder?: string;
  /** Shown after the input: the unit, or a live conversion ('110 kW (150 hp)'). */
  aside?: ReactNode;
}

/** A whole-number field of 'More details' (docs/product.md §2 'List Your Car for Sale'); empty means not stated. */
export function DetailNumberField({ name, label, placeholder, aside }: DetailNumberFieldProps) {
  const { register, formState } = useFormContext<ListingFormValues>();
  const error = formState.errors.details?.[name]?.message;
  const ids = fieldIds(`details-${name}`);
  return (
    <div className="space-y-2">
      <Label htmlFor={ids.control}>{label}</Label>
      <div className="flex items-center gap-3">
        <Input
          id={ids.control}
          inputMode="numeric"
          placeholder={placeholder}
          maxLength={6}
          autoComplete="off"
          className="min-w-0 flex-1"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(aside !== undefined && ids.hint, error && ids.error)}
          {...register(`details.${name}`)}
        />
        {aside !== undefined && (
          <span id={ids.hint} className="shrink-0 text-sm text-muted-foreground tabular-nums">
            {aside}
          </span>
        )}
      </div>
      <FieldMessage id={ids.error} message={error} />
    </div>
  );
}
