import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { STORAGE_KEYS } from '@/config/constants';
import { buildListingEvent } from '@/nostr/listing-builder';
import { renderScreen } from '@/test/render-screen';
import { SAMPLE_CAR_FIELDS } from '@testing/sample-car';

import { parseListingDraft, serializeListingDraft } from '../listing-draft';
import { emptyListingForm, listingFormSchema, toListingInput } from '../listing-form-schema';
import { ListingForm } from './ListingForm';

/**
 * Reordering the sell form's photos with the buttons (docs/product.md §4 Photos): the tiles, the announced
 * text, the focus, the stored draft and the tags built from it.
 */

const url = (name: string) => `https://media.example/${name}.jpg`;
const details = (name: string) => ['imeta', `url ${url(name)}`, 'm image/jpeg', 'dim 640x480'];

/** A complete draft with three photos a, b and c (the selects from a draft: Radix Select needs pointer APIs happy-dom lacks). */
function storeDraft() {
  localStorage.setItem(
    STORAGE_KEYS.listingDraft,
    serializeListingDraft(
      {
        ...emptyListingForm(),
        title: `2019 Volvo V60 ${Math.random().toString(36).slice(2, 8)}`,
        description: 'Well kept estate with winter tyres.',
        ...SAMPLE_CAR_FIELDS,
        images: [url('a'), url('b'), url('c')],
        imeta: [details('a'), details('b'), details('c')],
      },
      Date.now(),
    ),
  );
}

function tileUrls(): (string | null)[] {
  return screen.getAllByTestId('photo-thumbnail').map((tile) => tile.getAttribute('data-url'));
}

describe('reordering the photos', () => {
  it('moves with the buttons, makes a cover, announces each move, keeps the focus and the draft, and publishes the new order', async () => {
    storeDraft();
    renderScreen(<ListingForm />);

    await screen.findAllByTestId('photo-thumbnail');
    expect(tileUrls()).toEqual([url('a'), url('b'), url('c')]);
    // The ends have nothing to move past: disabled, not dead.
    expect(screen.getByRole('button', { name: 'Move photo 1 left' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move photo 3 right' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Make cover (photo 1)' })).not.toBeInTheDocument();
    expect(within(screen.getAllByTestId('photo-thumbnail')[0]!).getByText('Cover')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Move photo 3 left' }));
    expect(tileUrls()).toEqual([url('a'), url('c'), url('b')]);
    expect(screen.getByText('Photo 3 moved to position 2')).toHaveAttribute('role', 'status');
    // The focus stays with the moved photo's button, now named after its new place.
    expect(screen.getByRole('button', { name: 'Move photo 2 left' })).toHaveFocus();

    await userEvent.click(screen.getByRole('button', { name: 'Make cover (photo 3)' }));
    expect(tileUrls()).toEqual([url('b'), url('a'), url('c')]);
    expect(screen.getByText('Photo 3 is now the cover')).toHaveAttribute('role', 'status');
    // Its 'Make cover' is gone and 'Move left' is disabled at the front: the focus goes to 'Move right'.
    expect(screen.getByRole('button', { name: 'Move photo 1 right' })).toHaveFocus();
    expect(within(screen.getAllByTestId('photo-thumbnail')[0]!).getByText('Cover')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Move photo 1 right' }));
    expect(tileUrls()).toEqual([url('a'), url('b'), url('c')]);
    expect(screen.getByText('Photo 1 moved to position 2')).toHaveAttribute('role', 'status');
    await userEvent.click(screen.getByRole('button', { name: 'Make cover (photo 3)' }));
    expect(tileUrls()).toEqual([url('c'), url('a'), url('b')]);

    // The draft keeps the order, and what the form publishes from these values (the same schema and builder
    // as 'Create Listing'; e2e/photo-order.e2e.ts publishes for real) has the new cover first.
    await waitFor(() => expect(parseListingDraft(localStorage.getItem(STORAGE_KEYS.listingDraft))?.images).toEqual([url('c'), url('a'), url('b')]));
    const values = listingFormSchema.parse(parseListingDraft(localStorage.getItem(STORAGE_KEYS.listingDraft)));
    const { tags } = buildListingEvent(toListingInput(values), Date.now());
    expect(tags.filter(([name]) => name === 'image')).toEqual([
      ['image', url('c')],
      ['image', url('a')],
      ['image', url('b')],
    ]);
    expect(tags.filter(([name]) => name === 'imeta').map((tag) => tag[1])).toEqual([`url ${url('c')}`, `url ${url('a')}`, `url ${url('b')}`]);
  });
});
