import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { KIND } from '@/config/constants';
import { startOwnListScenario } from '@/test/own-list-relays';

import { FAVOURITE_LABELS } from '../favourite-labels';
import { renderFavouriteHeart } from '../test-support/render-favourite-heart';

// The dead relay never answers, so the edit ends when the app stops waiting for it: the product waits 15 s
// (TIMEOUTS.ownListRead) for public relays far away; here the live relay is an embedded server on this host,
// so 5 s reaches the same outcome sooner.
vi.mock('@/config/constants', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/config/constants')>();
  return { ...actual, TIMEOUTS: { ...actual.TIMEOUTS, ownListRead: 5_000 } };
});

const seller = 'b'.repeat(64);
const PRESSED = `${KIND.listing}:${seller}:pressed`;

/** docs/architecture.md §16: no list is edited or made while one of the user's relays stays silent. */
describe('Save to favourites with one of the user’s relays dead', () => {
  it('publishes nothing while a relay stays silent, and says the list could not be loaded', async () => {
    const scenario = await startOwnListScenario('dead');
    try {
      await renderFavouriteHeart(scenario.fast.url, scenario.user.pubkey, PRESSED);
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
