import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { KIND } from '@/config/constants';
import { startOwnListScenario } from '@/test/own-list-relays';

import { renderRelayListEditor } from '../test-support/render-relay-list-hooks';

/** docs/architecture.md §16: the NIP-65 list (kind 10002) is saved on top of the slow relay's newer version. */
describe('Saving the relay list with one of the user’s relays slow', () => {
  it('waits for the slow relay and keeps the entries and tags of the newer version it holds', async () => {
    const scenario = await startOwnListScenario('slow');
    try {
      // Another client published a newer version, which reached only the slow relay.
      const theirs = await scenario.publishOnSlowRelay({
        kind: KIND.relayList,
        tags: [['r', scenario.fast.url], ['r', scenario.otherUrl], ['r', 'wss://other-client.example', 'read'], ['client', 'another-app']],
      });

      const before = await scenario.newestOnFast(KIND.relayList);
      const { result } = renderRelayListEditor(scenario.fast.url);
      await waitFor(() => expect(result.current.network.relayList?.entries).toHaveLength(2));
      const saved = result.current.editor.save([{ type: 'add', url: 'wss://added.example' }]);
      // The save waits for the slow relay's answer: nothing is published while it is withheld.
      await scenario.slowRelayHeld();
      expect((await scenario.newestOnFast(KIND.relayList))?.id).toBe(before?.id);
      scenario.releaseSlowRelay();
      expect(await saved).toBe(true);

      const published = (await scenario.newestOnFast(KIND.relayList))!;
      expect(published.created_at).toBeGreaterThan(theirs.created_at);
      expect(published.tags).toEqual([
        ['r', scenario.fast.url],
        ['r', scenario.otherUrl],
        ['r', 'wss://other-client.example', 'read'],
        ['r', 'wss://added.example'],
        ['client', 'another-app'],
      ]);
    } finally {
      await scenario.close();
    }
  }, 60_000);
});
