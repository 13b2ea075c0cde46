import { useCallback } from 'react';

import { TIMEOUTS } from '@/config/constants';
import { distinctRelays } from '@/features/network/public';
import { useNostr } from '@/features/relay/public';
import type { NostrEvent } from '@/nostr/event';

import { publishToRelays, type RelayPublishResult } from './publish-event';

/**
 * Sends an event that is already signed to the relays named, each on its own with the 5 s publish timeout,
 * and resolves with every relay's answer (never throws). For a retry: the same signed event goes again to
 * the relays that refused or missed it, rather than a new one signed later (a deletion's Retry,
 * docs/product.md §4 Seller actions).
 */
export function useSendSignedEvent(): (event: NostrEvent, relays: readonly string[]) => Promise<RelayPublishResult[]> {
  const { nostr } = useNostr();
  return useCallback(
    async (event, relays) => {
      const targets = distinctRelays(relays, relays.length);
      const results = await publishToRelays(event, targets, (url) => nostr.relay(url), TIMEOUTS.publish);
      for (const result of results) {
        if (!result.ok) console.warn(`[publish] ${result.relay} did not accept ${event.id}: ${result.reason}`);
      }
      return results;
    },
    [nostr],
  );
}
