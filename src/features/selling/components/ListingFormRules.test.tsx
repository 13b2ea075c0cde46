import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { STORAGE_KEYS } from '@/config/constants';
import { makeChoices } from '@/nostr/car-make';
import { renderScreen } from '@/test/render-screen';
import { SAMPLE_CAR_FIELDS } from '@testing/sample-car';

import { serializeListingDraft } from '../listing-draft';
import { emptyListingForm } from '../listing-form-schema';
import { ListingForm } from './ListingForm';

/**
 * The sell form as it opens and its rules (docs/product.md §2 Home: sell tab, docs/product.md §5 Validation
 * rules): five sections, a label on every field, exactly the product's options, every required message on an
 * empty submit, each length and format rule and its message cleared once the value is fixed. The browser
 * (e2e/sell.e2e.ts) keeps what only a real layout shows: the messages at 375 px without sideways scrolling.
 */

const SELECTS: [string, string[]][] = [
  ['Currency', ['USD', 'EUR', 'GBP', 'CAD', 'AUD', 'JPY', 'BTC', 'ETH']],
  ['Fuel Type', ['Gasoline', 'Diesel', 'Electric', 'Hybrid', 'Plug-in Hybrid', 'Hydrogen']],
  ['Transmission', ['Manual', 'Automatic', 'CVT', 'Semi-Automatic']],
  ['Body Type', ['Sedan', 'SUV', 'Hatchback', 'Coupe', 'Convertible', 'Truck', 'Van', 'Wagon']],
  ['Condition', ['New', 'Like New', 'Excellent', 'Good', 'Fair', 'Poor']],
];

const TEXT_FIELDS = ['Title', 'Location', 'Summary (optional)', 'Description', 'Price', 'Model', 'Year', 'Mileage', 'Color'];

const REQUIRED: [string, string][] = [
  ['Title', 'Title is required'],
  ['Location', 'Location is required'],
  ['Description', 'Description must be at least 10 characters'],
  ['Price', 'Price is required'],
  ['Make', 'Make is required'],
  ['Model', 'Model is required'],
  ['Year', 'Year is required'],
  ['Mileage', 'Mileage is required'],
  ['Fuel Type', 'Fuel type is required'],
  ['Transmission', 'Transmission is required'],
  ['Body Type', 'Body type is required'],
  ['Color', 'Color is required'],
];

/** Length and format rules: field, a value that breaks it, the message, a value that keeps it. */
const RULES: [string, string, string, string][] = [
  ['Title', 't'.repeat(101), 'Title must be less than 100 characters', 't'.repeat(100)],
  ['Summary (optional)', 's'.repeat(201), 'Summary must be less than 200 characters', 's'.repeat(200)],
  ['Description', 'Too short', 'Description must be at least 10 characters', 'Long enough'],
  ['Description', 'd'.repeat(2001), 'Description must be less than 2000 characters', 'd'.repeat(2000)],
  ['Year', '201', 'Year is required', '2019'],
  ['Year', '20190', 'Year must be 4 digits', '2019'],
  ['Year', '20a9', 'Year must be 4 digits', '2019'],
];

async function openForm() {
  renderScreen(<ListingForm />);
  return screen.findByRole('form', { name: 'List Your Car for Sale' });
}

/** The field's message, read through its own aria-describedby, and its aria-invalid (as a screen reader gets them). */
function fieldError(form: HTMLElement, label: string) {
  const control = within(form).getByLabelText(label, { exact: true });
  const ids = (control.getAttribute('aria-describedby') ?? '').split(' ').filter((id) => id.endsWith('-error'));
  const message = ids.map((id) => document.getElementById(id)?.textContent ?? '').join('');
  return { message, invalid: control.getAttribute('aria-invalid') === 'true' };
}

async function replace(user: UserEvent, form: HTMLElement, label: string, value: string): Promise<void> {
  const control = within(form).getByLabelText(label, { exact: true });
  if (value === '') return user.clear(control);
  // One paste over the selected text: each value is one change, not a keystroke per character.
  control.focus();
  (control as HTMLInputElement).select();
  await user.paste(value);
}

describe('the sell form', () => {
  it('shows five sections and every field with a label, empty or at its default', async () => {
    const form = await openForm();
    for (const section of ['Basic Information', 'Pricing', 'Vehicle Details', 'More details', 'Photos']) {
      expect(within(form).getByRole('heading', { name: section })).toBeInTheDocument();
    }
    for (const label of TEXT_FIELDS) expect(within(form).getByLabelText(label, { exact: true })).toHaveValue(label === 'Price' ? null : '');
    expect(within(form).getByLabelText('Price', { exact: true })).toHaveAttribute('type', 'number');
    expect(within(form).getByLabelText('Description', { exact: true }).tagName).toBe('TEXTAREA');
    expect(within(form).getByLabelText('Click to upload photos')).toHaveAttribute('multiple');
    expect(within(form).getByLabelText('Currency', { exact: true })).toHaveTextContent('USD');
    expect(within(form).getByLabelText('Condition', { exact: true })).toHaveTextContent('Good');
  });

  it('offers exactly the product options in each select, every listed make in order and then Other', async () => {
    const user = userEvent.setup();
    const form = await openForm();
    for (const [label, options] of SELECTS) {
      within(form).getByLabelText(label, { exact: true }).focus();
      await user.keyboard('{Enter}');
      const listbox = await screen.findByRole('listbox');
      expect(within(listbox).getAllByRole('option').map((option) => option.textContent)).toEqual(options);
      await user.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    }
    // Every make of the hand-kept list (src/config/car-makes.ts) in alphabetical order, then Other.
    await user.click(within(form).getByRole('combobox', { name: 'Make' }));
    const makes = await screen.findByRole('listbox', { name: 'Makes' });
    expect(within(makes).getAllByRole('option').map((option) => option.textContent)).toEqual([...makeChoices([]), 'Other']);
  });

  it('shows every required message at its field on an empty submit and moves the focus to the first', async () => {
    const user = userEvent.setup();
    const form = await openForm();
    await user.click(within(form).getByRole('button', { name: 'Create Listing' }));
    for (const [label, message] of REQUIRED) await waitFor(() => expect(fieldError(form, label)).toEqual({ message, invalid: true }));
    for (const label of ['Summary (optional)', 'Currency', 'Condition']) expect(fieldError(form, label)).toEqual({ message: '', invalid: false });
    // The first invalid field gets the focus, so a keyboard or screen-reader user lands on the problem.
    expect(document.activeElement?.id).toBe('listing-title');
  });

  it.each([
    ['text', RULES.filter(([label]) => label !== 'Year')],
    ['year', RULES.filter(([label]) => label === 'Year')],
  ])('applies each %s length and format rule and clears its message once the value is fixed; a cleared price is required again', async (_name, rules) => {
    const user = userEvent.setup({ delay: null });
    // A complete listing from a stored draft, so each rule is the only thing wrong.
    localStorage.setItem(
      STORAGE_KEYS.listingDraft,
      serializeListingDraft({ ...emptyListingForm(), title: '2019 Volvo V60', description: 'Well kept estate with winter tyres.', ...SAMPLE_CAR_FIELDS }, Date.now()),
    );
    const form = await openForm();
    for (const [label, bad, message, good] of rules) {
      await replace(user, form, label, bad);
      await user.click(within(form).getByRole('button', { name: 'Create Listing' }));
      await waitFor(() => expect(fieldError(form, label)).toEqual({ message, invalid: true }));
      await replace(user, form, label, good);
      await waitFor(() => expect(fieldError(form, label)).toEqual({ message: '', invalid: false }));
    }
    await replace(user, form, 'Price', '');
    await user.click(within(form).getByRole('button', { name: 'Create Listing' }));
    await waitFor(() => expect(fieldError(form, 'Price')).toEqual({ message: 'Price is required', invalid: true }));
  });
});
