import { useId } from 'react';
import { useController, useFormContext } from 'react-hook-form';

import { SELECT_TRIGGER_CLASS } from '@/components/ui/select-trigger-class';
import { cn } from '@/lib/utils';

import { REGISTRATION_MONTHS, REGISTRATION_YEARS } from '../../car-details-form';
import type { ListingFormValues } from '../../listing-form-schema';
import { describedBy, fieldIds } from '../field-ids';
import { FieldMessage } from '../FieldMessage';

const MONTH_NAME = new Intl.DateTimeFormat('en', { month: 'long', timeZone: 'UTC' });

function monthName(month: string): string {
  return MONTH_NAME.format(new Date(Date.UTC(2000, Number(month) - 1, 1)));
}

/**
 * 'First registration': month and year as native selects (a phone shows its own picker; 140 years fit no
 * custom list). The month is optional, the year is what buyers read (docs/product.md §2).
 */
export function RegistrationField() {
  const { control, formState } = useFormContext<ListingFormValues>();
  // Controlled, so a restored draft or an edit shows its month and year whatever the order options mount in.
  const monthField = useController({ control, name: 'details.registrationMonth' }).field;
  const yearField = useController({ control, name: 'details.registrationYear' }).field;
  const legendId = useId();
  const month = fieldIds('details-registrationMonth');
  const year = fieldIds('details-registrationYear');
  const error = formState.errors.details?.registrationYear?.message;
  const selectClass = cn(SELECT_TRIGGER_CLASS, 'appearance-auto');
  return (
    <fieldset className="min-w-0 space-y-2" aria-labelledby={legendId}>
      <legend id={legendId} className="text-sm font-medium leading-none">
        First registration
      </legend>
      <div className="flex gap-2 pt-1">
        <select id={month.control} aria-label="Month of first registration" className={selectClass} {...monthField}>
          <option value="">Month</option>
          {REGISTRATION_MONTHS.map((value) => (
            <option key={value} value={value}>
              {monthName(value)}
            </option>
          ))}
        </select>
        <select
          id={year.control}
          aria-label="Year of first registration"
          className={selectClass}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(error && year.error)}
          {...yearField}
        >
          <option value="">Year</option>
          {REGISTRATION_YEARS.map((value) => (
            <option key={value} value={value}>
              {value}
            </option>
          ))}
        </select>
      </div>
      <FieldMessage id={year.error} message={error} />
    </fieldset>
  );
}
