import { NostrContext } from '@nostrify/react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState, type ReactNode } from 'react';

import { MAX_PUBLISH_RELAYS } from '@/config/constants';
import { PRESET_RELAYS } from '@/config/relays';
import { createPool } from '@/features/relay/create-pool';
import { CurrentRelay } from '@/features/relay/current-relay';
import { relayAuth } from '@/features/relay/relay-auth';
import { useAppContext } from '@/features/settings/useAppContext';
import { publishRelays } from '@/nostr/relay-url';

/**
 * Provides the relay pool, created once. A relay switch updates the routing and resets every cached query
 * (SPEC §4). Read hooks still name their relay explicitly (`nostr.relay(relayUrl)`) and key queries by it.
 */
export function NostrProvider({ children }: { children: ReactNode }) {
  const { config } = useAppContext();
  const queryClient = useQueryClient();
  const [current] = useState(() => new CurrentRelay(config.relayUrl));
  const [pool] = useState(() =>
    createPool({
      readRelay: () => current.get(),
      publishRelays: () =>
        publishRelays(
          current.get(),
          PRESET_RELAYS.map((relay) => relay.url),
          MAX_PUBLISH_RELAYS,
        ),
      // NIP-42: relays that ask are answered by the signed-in account (RelayAuthSigner keeps it current).
      auth: (relayUrl, challenge) => relayAuth.answer(relayUrl, challenge),
    }),
  );

  useEffect(() => {
    if (current.set(config.relayUrl)) void queryClient.resetQueries();
  }, [config.relayUrl, current, queryClient]);

  useEffect(() => () => void pool.close(), [pool]);

  const value = useMemo(() => ({ nostr: pool }), [pool]);
  return <NostrContext.Provider value={value}>{children}</NostrContext.Provider>;
}
