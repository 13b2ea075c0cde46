import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState, type ReactNode } from 'react';

import { MAX_PUBLISH_RELAYS } from '@/config/constants';
import { PRESET_RELAYS } from '@/config/relays';
import { CurrentRelay, NostrContext, relayPool } from '@/features/relay/public';
import { useAppContext } from '@/features/settings/public';
import { publishRelays } from '@/nostr/relay-url';

/**
 * Provides the page's relay pool (the same one the boot-time grid request used, so no relay gets a second
 * socket) and keeps its routing current. A relay switch resets every cached query (docs/product.md §4). Read
 * hooks still name their relay explicitly and key queries by it.
 */
export function NostrProvider({ children }: { children: ReactNode }) {
  const { config } = useAppContext();
  const queryClient = useQueryClient();
  const [current] = useState(() => new CurrentRelay(config.relayUrl));
  const [pool] = useState(() => {
    const shared = relayPool();
    shared.setRouting({
      readRelays: () => [current.get()],
      publishRelays: () =>
        publishRelays(
          current.get(),
          PRESET_RELAYS.map((relay) => relay.url),
          MAX_PUBLISH_RELAYS,
        ),
    });
    return shared;
  });

  useEffect(() => {
    if (current.set(config.relayUrl)) void queryClient.resetQueries();
  }, [config.relayUrl, current, queryClient]);

  const value = useMemo(() => ({ nostr: pool }), [pool]);
  return <NostrContext.Provider value={value}>{children}</NostrContext.Provider>;
}
