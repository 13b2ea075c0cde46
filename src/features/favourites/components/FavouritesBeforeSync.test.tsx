import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';

import { KIND, STORAGE_KEYS } from '@/config/constants';
import { renderScreen } from '@/test/render-screen';
import { startOwnListScenario } from '@/test/own-list-relays';

import { FAVOURITE_LABELS } from '../favourite-labels';
import { FavouriteButton } from './FavouriteButton';
import { FavouritesSync } from './FavouritesSync';

const seller = 'b'.repeat(64);
const KEPT = `${KIND.listing}:${seller}:kept`;
const PRESSED = `${KIND.listing}:${seller}:pressed`;

/** The sync's code arrives after sign-in (src/app/layout/AccountListSyncs.tsx); here it waits for a press. */
function SyncLoadedLater() {
  const [loaded, setLoaded] = useState(false);
  return loaded ? <FavouritesSync /> : <button type="button" onClick={() => setLoaded(true)}>Load the sync</button>;
}

/**
 * docs/architecture.md §16: signed in, a heart pressed before the list's sync has loaded waits for the
 * account's list instead of landing in this browser's, and the published list keeps what the relays held.
 */
describe('Save to favourites right after signing in, before the sync has loaded', () => {
  it('waits for the account’s list and writes the press into it, never into this browser’s', async () => {
    const scenario = await startOwnListScenario('slow');
    try {
      await scenario.publishOnSlowRelay({ kind: KIND.bookmarkList, tags: [['a', KEPT]], content: '' });
      renderScreen(
        <>
          <SyncLoadedLater />
          <FavouriteButton address={PRESSED} />
        </>,
        { relayUrl: scenario.fast.url },
      );
      await userEvent.click(await screen.findByRole('button', { name: FAVOURITE_LABELS.save }));
      expect(await screen.findByRole('button', { name: FAVOURITE_LABELS.loading })).toHaveAttribute('aria-busy', 'true');
      expect(localStorage.getItem(STORAGE_KEYS.favourites)).toBeNull();

      await userEvent.click(screen.getByRole('button', { name: 'Load the sync' }));
      await scenario.slowRelayHeld();
      scenario.releaseSlowRelay();

      await expect.poll(() => scenario.newestOnFast(KIND.bookmarkList), { timeout: 20_000, interval: 200 }).toBeDefined();
      const published = (await scenario.newestOnFast(KIND.bookmarkList))!;
      expect(published.tags).toEqual([['a', KEPT]]);
      expect(JSON.parse(scenario.decryptFromSelf(published.content))).toEqual([['a', PRESSED]]);
      expect(await screen.findByRole('button', { name: FAVOURITE_LABELS.remove })).toBeInTheDocument();
      expect(localStorage.getItem(STORAGE_KEYS.favourites)).toBeNull();
    } finally {
      await scenario.close();
    }
  }, 60_000);
});
