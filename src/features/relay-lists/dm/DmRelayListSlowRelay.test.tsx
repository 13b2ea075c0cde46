import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { KIND } from '@/config/constants';
import { startOwnListScenario } from '@/test/own-list-relays';

import { renderDmRelayHooks } from '../test-support/render-relay-list-hooks';

/** docs/architecture.md §16: the DM relay list (kind 10050) is never made or edited without the slow relay's version. */
describe('DM relay list with one of the user’s relays slow', () => {
  it('makes no default list over the one the slow relay holds, and an edit keeps its relays and tags', async () => {
    const scenario = await startOwnListScenario('slow');
    try {
      const theirs = await scenario.publishOnSlowRelay({
        kind: KIND.dmRelayList,
        tags: [['relay', 'wss://inbox.other-client.example'], ['client', 'another-app']],
      });

      const { result } = renderDmRelayHooks(scenario.fast.url);
      // The automatic check (the read relays show none) asks every relay and waits for the slow one...
      await scenario.slowRelayHeld();
      expect(result.current.ensure.status).not.toBe('ready');
      expect(await scenario.newestOnFast(KIND.dmRelayList)).toBeUndefined();
      scenario.releaseSlowRelay();
      // ...finds the user's list there and publishes no default over it.
      await waitFor(() => expect(result.current.ensure).toMatchObject({ status: 'ready', created: false, relays: ['wss://inbox.other-client.example'] }), {
        timeout: 30_000,
      });
      expect(await scenario.newestOnFast(KIND.dmRelayList)).toBeUndefined();

      // An edit from the relay selector keeps the relays and tags of that list.
      expect(await result.current.editor.save([{ type: 'add', url: 'wss://added.example' }])).toBe(true);
      const published = (await scenario.newestOnFast(KIND.dmRelayList))!;
      expect(published.created_at).toBeGreaterThan(theirs.created_at);
      expect(published.tags).toEqual([['relay', 'wss://inbox.other-client.example'], ['relay', 'wss://added.example'], ['client', 'another-app']]);
    } finally {
      await scenario.close();
    }
  }, 60_000);
});
