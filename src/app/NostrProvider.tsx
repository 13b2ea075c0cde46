import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState, type ReactNode } from 'react';

import { CurrentRelay, NostrContext, relayPool } from '@/features/relay/public';
import { useAppContext } from '@/features/settings/public';

/**
 * Provides the page's relay pool (the same one the boot-time grid request used, so no relay gets a second
 * socket). A relay switch resets every cached query (docs/product.md §4). Read hooks name their relays
 * explicitly and key queries by them.
 */
export function NostrProvider({ children }: { children: ReactNode }) {
  const { config } = useAppContext();
  const queryClient = useQueryClient();
  const [current] = useState(() => new CurrentRelay(config.relayUrl));
  // Its routing (which relays) is kept current by the network feature's NetworkProvider.
  const [pool] = useState(relayPool);

  useEffect(() => {
    if (current.set(config.relayUrl)) void queryClient.resetQueries();
  }, [config.relayUrl, current, queryClient]);

  const value = useMemo(() => ({ nostr: pool }), [pool]);
  return <NostrContext.Provider value={value}>{children}</NostrContext.Provider>;
}
