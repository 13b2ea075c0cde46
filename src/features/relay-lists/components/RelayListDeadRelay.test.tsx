import { waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { KIND } from '@/config/constants';
import { startOwnListScenario } from '@/test/own-list-relays';

import { renderRelayListEditor } from '../test-support/render-relay-list-hooks';

// The dead relay never answers, so the edit ends when the app stops waiting for it: the product waits 15 s
// (TIMEOUTS.ownListRead) for public relays far away; here the live relay is an embedded server on this host,
// so 5 s reaches the same outcome sooner.
vi.mock('@/config/constants', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/config/constants')>();
  return { ...actual, TIMEOUTS: { ...actual.TIMEOUTS, ownListRead: 5_000 } };
});

/** docs/architecture.md §16: no list is edited or made while one of the user's relays stays silent. */
describe('Saving the relay list with one of the user’s relays dead', () => {
  it('publishes nothing while a relay stays silent, and says why', async () => {
    const scenario = await startOwnListScenario('dead');
    try {
      const before = await scenario.newestOnFast(KIND.relayList);
      const { result } = renderRelayListEditor(scenario.fast.url);
      await waitFor(() => expect(result.current.network.relayList?.entries).toHaveLength(2));
      expect(await result.current.editor.save([{ type: 'add', url: 'wss://added.example' }])).toBe(false);
      await waitFor(() => expect(result.current.editor.report).toMatchObject({ status: 'failed', results: [] }));
      expect(result.current.editor.report?.status === 'failed' && result.current.editor.report.message).toMatch(
        /^Your relay list could not be loaded from all your relays .*so nothing was changed/,
      );
      expect((await scenario.newestOnFast(KIND.relayList))?.id).toBe(before?.id);
      expect(scenario.eventsSentToDeadRelay()).toEqual([]);
    } finally {
      await scenario.close();
    }
  }, 60_000);
});
