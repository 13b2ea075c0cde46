import { NLogin } from '@nostrify/react/login';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { nip19 } from 'nostr-tools';
import { describe, expect, inject, it } from 'vitest';

import { KIND, STORAGE_KEYS } from '@/config/constants';
import { renderScreen } from '@/test/render-screen';

import { SAMPLE_CAR_FIELDS } from '@testing/sample-car';
import { newKeys, queryEvents } from '@testing/test-relay';
import { emptyCarDetails } from '../car-details-form';
import { serializeListingDraft } from '../listing-draft';
import { emptyListingForm } from '../listing-form-schema';
import { ListingForm } from './ListingForm';

/**
 * 'More details' of the sell form (docs/product.md §2 'List Your Car for Sale', §3 Car details as spec pairs):
 * the real form with its rules, draft and publish hook, against the component tests' relay.
 */

function storedDraft(): { values?: { details?: Record<string, unknown> } } | null {
  const raw = localStorage.getItem(STORAGE_KEYS.listingDraft);
  return raw === null ? null : JSON.parse(raw);
}

function section() {
  return within(screen.getByRole('region', { name: 'More details' }));
}

describe('More details', () => {
  it('shows hp beside kW as the seller types, and says what is wrong with a value', async () => {
    renderScreen(<ListingForm />);
    const power = await screen.findByLabelText('Power (kW)');
    await userEvent.type(power, '110');
    expect(section().getByText('110 kW (150 hp)')).toBeInTheDocument();

    await userEvent.clear(power);
    await userEvent.type(power, '5000');
    await userEvent.selectOptions(screen.getByLabelText('Month of first registration'), '3');
    await userEvent.click(screen.getByRole('button', { name: 'Create Listing' }));
    await waitFor(() => expect(power).toHaveAttribute('aria-invalid', 'true'));
    expect(power).toHaveAccessibleDescription(expect.stringContaining('Power must be a whole number from 1 to 2000 kW'));
    expect(screen.getByLabelText('Year of first registration')).toHaveAccessibleDescription('Choose the year of first registration');
    // Nothing typed is lost to the message.
    expect(power).toHaveValue('5000');
  });

  it('keeps every field in the stored draft and restores it', async () => {
    const view = renderScreen(<ListingForm />);
    await userEvent.type(await screen.findByLabelText('Engine size (cc)'), '1998');
    await userEvent.selectOptions(screen.getByLabelText('Year of first registration'), '2019');
    await userEvent.click(section().getByRole('radio', { name: 'AWD' }));
    await userEvent.click(section().getByRole('radio', { name: 'Dealer' }));
    await userEvent.click(section().getByRole('checkbox', { name: 'Heated seats' }));
    expect(storedDraft()?.values?.details).toMatchObject({ engineCc: '1998', registrationYear: '2019', drivetrain: 'AWD', sellerType: 'dealer', equipment: ['Heated seats'] });

    view.unmount();
    cleanup();
    renderScreen(<ListingForm />);
    expect(await screen.findByLabelText('Engine size (cc)')).toHaveValue('1998');
    expect(screen.getByLabelText('Year of first registration')).toHaveValue('2019');
    expect(section().getByRole('radio', { name: 'AWD' })).toBeChecked();
    expect(section().getByRole('radio', { name: 'Dealer' })).toBeChecked();
    expect(section().getByRole('checkbox', { name: 'Heated seats' })).toBeChecked();
    expect(section().getByRole('checkbox', { name: 'Navigation' })).not.toBeChecked();
    // 'Not stated' is the choice of a field left alone.
    expect(within(screen.getByRole('group', { name: 'Service history' })).getByRole('radio', { name: 'Not stated' })).toBeChecked();
  });

  it('publishes the stated fields as spec pairs and nothing for the rest', async () => {
    const keys = newKeys();
    localStorage.setItem(STORAGE_KEYS.logins, JSON.stringify([NLogin.fromNsec(nip19.nsecEncode(keys.secretKey))]));
    // The Radix selects come from a stored draft (happy-dom lacks the pointer APIs they need).
    localStorage.setItem(
      STORAGE_KEYS.listingDraft,
      serializeListingDraft(
        {
          ...emptyListingForm(),
          title: '2019 Audi A4 Avant',
          description: 'Well kept, full service history.',
          ...SAMPLE_CAR_FIELDS,
          price: '24500',
          location: 'Munich',
          make: 'Audi',
          model: 'A4',
          details: { ...emptyCarDetails(), equipment: ['Navigation', 'Massage seats'] },
        },
        Date.now(),
      ),
    );
    renderScreen(<ListingForm />);
    // A peer's own item from the draft shows, ticked, after the checklist.
    expect(await screen.findByRole('checkbox', { name: 'Massage seats' })).toBeChecked();
    await userEvent.type(screen.getByLabelText('Power (kW)'), '110');
    await userEvent.type(screen.getByLabelText('Previous owners'), '1');
    await userEvent.selectOptions(screen.getByLabelText('Month of first registration'), '3');
    await userEvent.selectOptions(screen.getByLabelText('Year of first registration'), '2019');
    await userEvent.click(within(screen.getByRole('group', { name: 'Accident-free' })).getByRole('radio', { name: 'Yes' }));
    await userEvent.click(within(screen.getByRole('group', { name: 'Service history' })).getByRole('radio', { name: 'Full' }));
    await userEvent.click(screen.getByRole('button', { name: 'Create Listing' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: /^Published to 1 of \d+ relays?$/ })).toBeInTheDocument(), { timeout: 20_000 });

    const [event] = await queryEvents(inject('relayUrl'), { kinds: [KIND.listing], authors: [keys.pubkey] });
    const specs = event?.tags.filter(([name]) => name === 'spec').slice(-6);
    expect(specs).toEqual([
      ['spec', 'power', '110 kW'],
      ['spec', 'first_registration', '2019-03'],
      ['spec', 'previous_owners', '1'],
      ['spec', 'service_history', 'full'],
      ['spec', 'accident_free', 'yes'],
      ['spec', 'equipment', 'Navigation, Massage seats'],
    ]);
    expect(event?.tags).toContainEqual(['mileage', '87000', 'km']);
    expect(event?.tags.some(([name, key]) => name === 'spec' && (key === 'doors' || key === 'drivetrain' || key === 'seller_type'))).toBe(false);
  });
});
