import { waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { KIND } from '@/config/constants';
import { newSavedSearch } from '@/nostr/saved-search';
import { renderScreen } from '@/test/render-screen';
import { startOwnListScenario } from '@/test/own-list-relays';

import { savedSearchesStore } from '../saved-searches-store';
import { SavedSearchesSync } from './SavedSearchesSync';

// The dead relay never answers, so the edit ends when the app stops waiting for it: the product waits 15 s
// (TIMEOUTS.ownListRead) for public relays far away; here the live relay is an embedded server on this host,
// so 5 s reaches the same outcome sooner.
vi.mock('@/config/constants', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/config/constants')>();
  return { ...actual, TIMEOUTS: { ...actual.TIMEOUTS, ownListRead: 5_000 } };
});

const now = () => Math.floor(Date.now() / 1000);

/** Starts the store on the signed-in user's list and waits until it reads it (not the previous test's account). */
async function renderSync(relayUrl: string): Promise<void> {
  renderScreen(<SavedSearchesSync />, { relayUrl });
  await waitFor(() => expect(savedSearchesStore.getState()).toMatchObject({ mode: 'account', status: 'loading' }));
}

/** docs/architecture.md §16: no list is edited or made while one of the user's relays stays silent. */
describe('Save search with one of the user’s relays dead', () => {
  it('publishes nothing while a relay stays silent', async () => {
    const scenario = await startOwnListScenario('dead');
    try {
      await renderSync(scenario.fast.url);
      const save = savedSearchesStore.edit({ type: 'add', search: newSavedSearch('Electric', 'fuel=Electric', now(), 'new-search') });
      await expect(save).rejects.toMatchObject({ status: 'incomplete', missing: [scenario.otherUrl] });
      expect(savedSearchesStore.getState()).toMatchObject({ status: 'incomplete', waiting: [], pending: 0 });
      expect(await scenario.newestOnFast(KIND.appData)).toBeUndefined();
      expect(scenario.eventsSentToDeadRelay()).toEqual([]);
    } finally {
      await scenario.close();
    }
  }, 60_000);
});
