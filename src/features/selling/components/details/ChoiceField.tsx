import { useId } from 'react';
import { Controller, useFormContext } from 'react-hook-form';

import { cn } from '@/lib/utils';

import type { CarDetailsTextField } from '../../car-details-form';
import type { ListingFormValues } from '../../listing-form-schema';

interface ChoiceFieldProps {
  name: CarDetailsTextField;
  label: string;
  /** Value → visible word; '' (not stated) comes first. */
  options: readonly (readonly [value: string, label: string])[];
  wide?: boolean;
}

export const NOT_STATED = 'Not stated';

/**
 * A short choice of 'More details' as radio buttons drawn as pills, 'Not stated' first: native radios give arrow
 * keys and one Tab stop; each pill is at least 44 px high, a thumb's size (issue 32).
 */
export function ChoiceField({ name, label, options, wide }: ChoiceFieldProps) {
  const { control } = useFormContext<ListingFormValues>();
  const legendId = useId();
  return (
    <Controller
      control={control}
      name={`details.${name}`}
      render={({ field }) => (
        <fieldset className={cn('min-w-0 space-y-2', wide && 'sm:col-span-2')} aria-labelledby={legendId}>
          <legend id={legendId} className="text-sm font-medium leading-none">
            {label}
          </legend>
          <div className="flex flex-wrap gap-2 pt-1">
            {[['', NOT_STATED] as const, ...options].map(([value, text]) => (
              <label
                key={value}
                className={cn(
                  'inline-flex min-h-11 cursor-pointer items-center rounded-md border px-3 text-sm font-medium transition-colors has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring',
                  // 'Not stated' in force is the quiet default, not a choice to draw the eye to.
                  field.value !== value && 'bg-background hover:bg-secondary',
                  field.value === value && value !== '' && 'border-primary bg-primary text-primary-foreground',
                  field.value === value && value === '' && 'border-foreground/40 bg-secondary',
                  value === '' && field.value !== value && 'text-muted-foreground',
                )}
              >
                <input
                  type="radio"
                  className="sr-only"
                  name={field.name}
                  value={value}
                  checked={field.value === value}
                  disabled={field.disabled}
                  onChange={() => field.onChange(value)}
                  onBlur={field.onBlur}
                />
                {text}
              </label>
            ))}
          </div>
        </fieldset>
      )}
    />
  );
}
