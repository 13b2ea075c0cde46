import { useQueryClient } from '@tanstack/react-query';
import { useLayoutEffect } from 'react';

import { relayAuth } from '@/features/relay/public';

import { cachedDmRelaysOf } from './dm-relays-in-cache';

/**
 * While mounted, the DM relays of `pubkey` (the signed-in account) count as the user's own for NIP-42 logins
 * (docs/architecture.md §5): the inbox reads its gift wraps there, and such relays refuse them until the user
 * logs in. Read from the query cache when a relay asks, so a list that just arrived counts at once. A layout
 * effect: in place before the inbox's subscriptions (passive effects) go out.
 */
export function useOwnDmRelaysForAuth(pubkey: string | undefined): void {
  const client = useQueryClient();
  useLayoutEffect(() => {
    if (pubkey === undefined) return;
    return relayAuth.addOwnRelays((url) => cachedDmRelaysOf(client, pubkey).includes(url));
  }, [client, pubkey]);
}
