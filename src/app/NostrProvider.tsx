import type { NostrEvent } from '@nostrify/nostrify';
import { NostrContext } from '@nostrify/react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, type ReactNode } from 'react';

import { MAX_PUBLISH_RELAYS } from '@/config/constants';
import { PRESET_RELAYS } from '@/config/relays';
import { createPool } from '@/features/relay/create-pool';
import { useAppContext } from '@/features/settings/useAppContext';
import { publishRelays } from '@/nostr/relay-url';

/**
 * Provides the relay pool. Routing reads the current relay through a ref so the pool (and its open
 * connections) survives a relay switch; the switch itself resets every cached query (SPEC §4). Read hooks
 * still name their relay explicitly (`nostr.relay(relayUrl)`) and key their queries by it.
 */
export function NostrProvider({ children }: { children: ReactNode }) {
  const { config } = useAppContext();
  const queryClient = useQueryClient();
  const relayUrl = useRef(config.relayUrl);

  const pool = useMemo(
    () =>
      createPool({
        readRelay: () => relayUrl.current,
        publishRelays: (_event: NostrEvent) =>
          publishRelays(
            relayUrl.current,
            PRESET_RELAYS.map((relay) => relay.url),
            MAX_PUBLISH_RELAYS,
          ),
      }),
    [],
  );

  useEffect(() => {
    if (relayUrl.current === config.relayUrl) return;
    relayUrl.current = config.relayUrl;
    void queryClient.resetQueries();
  }, [config.relayUrl, queryClient]);

  useEffect(() => () => void pool.close(), [pool]);

  const value = useMemo(() => ({ nostr: pool }), [pool]);
  return <NostrContext.Provider value={value}>{children}</NostrContext.Provider>;
}
