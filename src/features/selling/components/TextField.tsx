import type { HTMLInputTypeAttribute } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';

import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { cn } from '@/lib/utils';

import type { ListingFormValues, ListingTextField } from '../listing-form-schema';
import { describedBy, fieldIds } from './field-ids';
import { FieldMessage } from './FieldMessage';

interface TextFieldProps {
  name: ListingTextField;
  label: string;
  placeholder?: string;
  hint?: string;
  /** Shows "used/limit" under the field for the fields with a length rule. */
  countTo?: number;
  multiline?: boolean;
  type?: HTMLInputTypeAttribute;
  inputMode?: 'text' | 'numeric' | 'decimal';
  /** Caps typing for fields that have no length message (docs/product.md §5); readers cut longer values anyway. */
  maxLength?: number;
  autoComplete?: string;
  /** Spans both columns on wider screens. */
  wide?: boolean;
}

/** A labelled text input or textarea bound to the listing form, with its hint, counter and error linked. */
export function TextField({ name, label, placeholder, hint, countTo, multiline, type = 'text', inputMode, maxLength, autoComplete = 'off', wide }: TextFieldProps) {
  const { register, control, formState } = useFormContext<ListingFormValues>();
  const value = useWatch({ control, name });
  const error = formState.errors[name]?.message;
  const ids = fieldIds(name);
  const controlProps = {
    id: ids.control,
    placeholder,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(hint && ids.hint, countTo !== undefined && ids.counter, error && ids.error),
    ...register(name),
  };
  const length = value.trim().length;

  return (
    <div className={cn('space-y-2', wide && 'sm:col-span-2')}>
      <Label htmlFor={ids.control}>{label}</Label>
      {multiline ? (
        <Textarea rows={5} className="min-h-32" {...controlProps} />
      ) : (
        <Input type={type} inputMode={inputMode} maxLength={maxLength} autoComplete={autoComplete} {...controlProps} />
      )}
      {(hint || error || countTo !== undefined) && (
        <div className="flex items-start justify-between gap-3">
          <div className="space-y-1">
            {hint && (
              <p id={ids.hint} className="text-xs text-muted-foreground">
                {hint}
              </p>
            )}
            <FieldMessage id={ids.error} message={error} />
          </div>
          {countTo !== undefined && (
            <p
              id={ids.counter}
              className={cn('shrink-0 text-xs tabular-nums text-muted-foreground', length > countTo && 'font-medium text-destructive')}
            >
              {length}/{countTo}
              <span className="sr-only"> characters</span>
            </p>
          )}
        </div>
      )}
    </div>
  );
}
