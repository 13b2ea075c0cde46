import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { KIND } from '@/config/constants';
import { startOwnListScenario } from '@/test/own-list-relays';

import { FAVOURITE_LABELS } from '../favourite-labels';
import { renderFavouriteHeart } from '../test-support/render-favourite-heart';

const seller = 'b'.repeat(64);
const KEPT_PUBLIC = `${KIND.listing}:${seller}:kept-public`;
const KEPT_PRIVATE = `${KIND.listing}:${seller}:kept-private`;
const PRESSED = `${KIND.listing}:${seller}:pressed`;

/** docs/architecture.md §16: a favourite saved before a slow relay answered keeps every item that relay held. */
describe('Save to favourites with one of the user’s relays slow', () => {
  it('waits for the slow relay, says so on the heart, and keeps every item it held (public, private, other clients’)', async () => {
    const scenario = await startOwnListScenario('slow');
    try {
      // Another client's bookmark list, only on the slow relay: a public favourite, a note bookmark and a
      // hashtag it keeps, and a private favourite encrypted to the user.
      const theirs = await scenario.publishOnSlowRelay({
        kind: KIND.bookmarkList,
        tags: [['a', KEPT_PUBLIC], ['e', 'c'.repeat(64)], ['t', 'classics']],
        content: scenario.encryptToSelf(JSON.stringify([['a', KEPT_PRIVATE]])),
      });

      await renderFavouriteHeart(scenario.fast.url, scenario.user.pubkey, PRESSED);
      await userEvent.click(await screen.findByRole('button', { name: FAVOURITE_LABELS.save }));
      // The press waits for the relays that have not answered yet, and says so.
      expect(await screen.findByRole('button', { name: FAVOURITE_LABELS.loading })).toHaveAttribute('aria-busy', 'true');
      await scenario.slowRelayHeld();
      expect(await scenario.newestOnFast(KIND.bookmarkList)).toBeUndefined();
      scenario.releaseSlowRelay();

      await expect.poll(() => scenario.newestOnFast(KIND.bookmarkList), { timeout: 20_000, interval: 200 }).toBeDefined();
      const published = (await scenario.newestOnFast(KIND.bookmarkList))!;
      expect(published.created_at).toBeGreaterThan(theirs.created_at);
      expect(published.tags).toEqual([['a', KEPT_PUBLIC], ['e', 'c'.repeat(64)], ['t', 'classics']]);
      expect(JSON.parse(scenario.decryptFromSelf(published.content))).toEqual([['a', KEPT_PRIVATE], ['a', PRESSED]]);
      expect(await screen.findByRole('button', { name: FAVOURITE_LABELS.remove })).toBeInTheDocument();
    } finally {
      await scenario.close();
    }
  }, 60_000);
});
