import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { KIND } from '@/config/constants';
import { renderScreen } from '@/test/render-screen';
import { startOwnListScenario } from '@/test/own-list-relays';

import { FAVOURITE_LABELS } from '../favourite-labels';
import { favouritesStore } from '../favourites-store';
import { FavouriteButton } from './FavouriteButton';
import { FavouritesSync } from './FavouritesSync';

// The dead relay never answers, so the edit ends when the app stops waiting for it: the product waits 15 s
// (TIMEOUTS.ownListRead); these tests wait 5 s, enough for the live relay to answer on a busy machine, so the
// outcome is the same and only reached sooner.
vi.mock('@/config/constants', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/config/constants')>();
  return { ...actual, TIMEOUTS: { ...actual.TIMEOUTS, ownListRead: 5_000 } };
});

const seller = 'b'.repeat(64);
const PRESSED = `${KIND.listing}:${seller}:pressed`;

/** Renders the heart once the store reads the signed-in user's list (not the previous test's account). */
async function renderFavourites(relayUrl: string, pubkey: string): Promise<void> {
  renderScreen(<Favourites />, { relayUrl });
  await waitFor(() => expect(favouritesStore.getState()).toMatchObject({ mode: 'account', status: 'loading' }));
  expect(pubkey).toMatch(/^[0-9a-f]{64}$/);
}

function Favourites() {
  return (
    <>
      <FavouritesSync />
      <FavouriteButton address={PRESSED} />
    </>
  );
}

/** docs/architecture.md §16: no list is edited or made while one of the user's relays stays silent. */
describe('Save to favourites with one of the user’s relays dead', () => {
  it('publishes nothing while a relay stays silent, and says the list could not be loaded', async () => {
    const scenario = await startOwnListScenario('dead');
    try {
      await renderFavourites(scenario.fast.url, scenario.user.pubkey);
      await userEvent.click(await screen.findByRole('button', { name: FAVOURITE_LABELS.save }));
      expect(await screen.findByRole('button', { name: FAVOURITE_LABELS.loading })).toBeInTheDocument();

      expect(await screen.findByText(/^Your favourites could not be loaded from all your relays \(no answer from 127\.0\.0\.1:\d+\), so nothing was changed/, {}, { timeout: 40_000 })).toBeInTheDocument();
      // Undone on screen, and sent nowhere.
      expect(await screen.findByRole('button', { name: FAVOURITE_LABELS.save })).toHaveAttribute('data-saved', 'false');
      expect(await scenario.newestOnFast(KIND.bookmarkList)).toBeUndefined();
      expect(scenario.eventsSentToDeadRelay()).toEqual([]);
    } finally {
      await scenario.close();
    }
  }, 60_000);
});
