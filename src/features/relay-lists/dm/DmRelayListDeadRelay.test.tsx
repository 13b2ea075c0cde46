import { waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { KIND } from '@/config/constants';
import { useEnsureDmRelays } from '@/features/messages/public';
import { useNetwork } from '@/features/network/public';
import { renderAppHook } from '@/test/render-screen';
import { startOwnListScenario } from '@/test/own-list-relays';

import { useSaveDmRelayList } from './useSaveDmRelayList';

// The dead relay never answers, so the edit ends when the app stops waiting for it: the product waits 15 s
// (TIMEOUTS.ownListRead); these tests wait 5 s, enough for the live relay to answer on a busy machine, so the
// outcome is the same and only reached sooner.
vi.mock('@/config/constants', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/config/constants')>();
  return { ...actual, TIMEOUTS: { ...actual.TIMEOUTS, ownListRead: 5_000 } };
});


/** The automatic list (login, Sell, Messages) and the editor's save, side by side, as the signed-in user. */
function renderDmRelayHooks(relayUrl: string) {
  return renderAppHook(() => ({ network: useNetwork(), ensure: useEnsureDmRelays(), editor: useSaveDmRelayList(null) }), { relayUrl });
}

/** docs/architecture.md §16: no list is edited or made while one of the user's relays stays silent. */
describe('DM relay list with one of the user’s relays dead', () => {
  it('publishes nothing while a relay stays silent, and says why', async () => {
    const scenario = await startOwnListScenario('dead');
    try {
      const { result } = renderDmRelayHooks(scenario.fast.url);
      await waitFor(() => expect(result.current.network.relayList?.entries).toHaveLength(2));
      expect(await result.current.editor.save([{ type: 'add', url: 'wss://added.example' }])).toBe(false);
      await waitFor(() => expect(result.current.editor.report).toMatchObject({ status: 'failed', results: [] }));
      expect(result.current.editor.report?.status === 'failed' && result.current.editor.report.message).toMatch(
        /^Your message relays could not be loaded from all your relays .*so nothing was changed/,
      );
      await waitFor(() => expect(result.current.ensure.status).toBe('error'), { timeout: 30_000 });
      expect(result.current.ensure.error?.message).toMatch(/^Your message relays could not be loaded/);
      expect(await scenario.newestOnFast(KIND.dmRelayList)).toBeUndefined();
      expect(scenario.eventsSentToDeadRelay()).toEqual([]);
    } finally {
      await scenario.close();
    }
  }, 60_000);
});
