import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { describe, expect, it } from 'vitest';

import { encodeGeohash } from '@/nostr/geohash';

import { emptyListingForm, type ListingFormValues } from '../listing-form-schema';
import { LOCATION_HINTS, LocationField } from './LocationField';

function GeohashProbe() {
  const geohash = useWatch<ListingFormValues, 'geohash'>({ name: 'geohash' });
  return <output data-testid="geohash">{geohash}</output>;
}

function Form() {
  const form = useForm<ListingFormValues>({ defaultValues: emptyListingForm() });
  return (
    <FormProvider {...form}>
      <LocationField />
      <GeohashProbe />
    </FormProvider>
  );
}

describe('LocationField (docs/product.md §2 Location and distance)', () => {
  it('a chosen city writes its name and its precision-5 geohash; editing the text afterwards drops the geohash', async () => {
    const user = userEvent.setup();
    render(<Form />);
    const box = screen.getByRole('combobox', { name: 'Location' });

    await user.type(box, 'munich');
    await screen.findByRole('option', { name: 'Munich, Germany' }, { timeout: 15_000 });
    await user.keyboard('{ArrowDown}{Enter}');
    expect(box).toHaveValue('Munich, Germany');
    expect(screen.getByTestId('geohash')).toHaveTextContent(encodeGeohash({ lat: 48.14, lon: 11.58 }, 5));
    expect(screen.getByTestId('geohash').textContent).toHaveLength(5);
    expect(box).toHaveAccessibleDescription(LOCATION_HINTS.placed);

    await user.type(box, ' Schwabing');
    expect(box).toHaveValue('Munich, Germany Schwabing');
    expect(screen.getByTestId('geohash')).toHaveTextContent(/^$/);
    expect(box).toHaveAccessibleDescription(LOCATION_HINTS.unplaced);
  });
});
