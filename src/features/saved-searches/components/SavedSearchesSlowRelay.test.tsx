import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { KIND } from '@/config/constants';
import { SAVED_SEARCHES_D } from '@/nostr/app-data';
import { newSavedSearch } from '@/nostr/saved-search';
import { renderScreen } from '@/test/render-screen';
import { startOwnListScenario } from '@/test/own-list-relays';

import { savedSearchesStore } from '../saved-searches-store';
import { SavedSearchesSync } from './SavedSearchesSync';

const now = () => Math.floor(Date.now() / 1000);

/** Starts the store on the signed-in user's list and waits until it reads it (not the previous test's account). */
async function renderSync(relayUrl: string): Promise<void> {
  renderScreen(<SavedSearchesSync />, { relayUrl });
  await waitFor(() => expect(savedSearchesStore.getState()).toMatchObject({ mode: 'account', status: 'loading' }));
}

/** docs/architecture.md §16: a search saved before a slow relay answered keeps every search that relay held. */
describe('Save search with one of the user’s relays slow', () => {
  it('waits for the slow relay and keeps its searches, the entries it cannot read and its tags', async () => {
    const scenario = await startOwnListScenario('slow');
    try {
      const kept = newSavedSearch('Old Volvos', 'make=Volvo', now() - 900, 'kept-search');
      const foreign = { id: 'from-a-newer-version', kind: 'alert', params: 'q=golf' };
      const theirs = await scenario.publishOnSlowRelay({
        kind: KIND.appData,
        tags: [['d', SAVED_SEARCHES_D], ['client', 'another-app']],
        content: scenario.encryptToSelf(JSON.stringify({ version: 1, searches: [kept, foreign] })),
      });

      await renderSync(scenario.fast.url);
      const added = newSavedSearch('Electric', 'fuel=Electric', now(), 'new-search');
      const save = savedSearchesStore.edit({ type: 'add', search: added });
      expect(savedSearchesStore.getState().waiting).toHaveLength(1);
      await scenario.slowRelayHeld();
      expect(await scenario.newestOnFast(KIND.appData)).toBeUndefined();
      scenario.releaseSlowRelay();
      await save;

      const published = (await scenario.newestOnFast(KIND.appData))!;
      expect(published.created_at).toBeGreaterThan(theirs.created_at);
      expect(published.tags).toEqual([['d', SAVED_SEARCHES_D], ['client', 'another-app']]);
      expect(JSON.parse(scenario.decryptFromSelf(published.content))).toEqual({ version: 1, searches: [added, kept, foreign] });
    } finally {
      await scenario.close();
    }
  }, 60_000);
});
