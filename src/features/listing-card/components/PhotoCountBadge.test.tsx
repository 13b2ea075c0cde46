import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { renderScreen } from '@/test/render-screen';
import { parsedListing, signedListing, testKeys } from '@testing/listing-fixtures';

import { ListingCard } from './ListingCard';

const photos = (count: number) => Array.from({ length: count }, (_, index) => `https://media.example/photo-${index}.jpg`);

/** docs/product.md §2 Home: browse tab: a card shows how many photos its listing has, from two on. */
describe('the card’s photo count', () => {
  it('reads "7 photos" on a listing with seven, and is absent with one', () => {
    const seller = testKeys();
    renderScreen(
      <>
        <ListingCard listing={parsedListing(signedListing(seller, { title: 'Seven', images: photos(7) }))} />
        <ListingCard listing={parsedListing(signedListing(seller, { title: 'One', images: photos(1) }))} />
      </>,
    );
    const [seven, one] = screen.getAllByTestId('listing-card');
    expect(within(seven!).getByRole('img', { name: '7 photos' })).toHaveTextContent('7');
    expect(within(one!).queryByTestId('photo-count')).not.toBeInTheDocument();
  });
});
