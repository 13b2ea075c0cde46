import { waitFor } from '@testing-library/react';
import { expect } from 'vitest';

import { renderScreen } from '@/test/render-screen';

import { favouritesStore } from '../favourites-store';
import { FavouriteButton } from '../components/FavouriteButton';
import { FavouritesSync } from '../components/FavouritesSync';

/**
 * The list's sync and one heart for `address`, rendered once the store reads the signed-in user's list (not
 * the previous test's account): the screen of the own-list relay tests (docs/architecture.md §16).
 */
export async function renderFavouriteHeart(relayUrl: string, pubkey: string, address: string): Promise<void> {
  renderScreen(
    <>
      <FavouritesSync />
      <FavouriteButton address={address} />
    </>,
    { relayUrl },
  );
  await waitFor(() => expect(favouritesStore.getState()).toMatchObject({ mode: 'account', status: 'loading' }));
  expect(pubkey).toMatch(/^[0-9a-f]{64}$/);
}
