import type { QueryClient } from '@tanstack/react-query';

import { dmRelaysQueryKey } from './dm-relays-query';

/**
 * Every relay the cached kind 10050 lists of `pubkey` name (each read set's lookup is cached apart): the relays
 * the inbox of that account reads and its own copies go to. Read when a relay asks for a login (app's NIP-42
 * policy, docs/architecture.md §5), so a list that just arrived counts at once, before any render.
 */
export function cachedDmRelaysOf(client: QueryClient, pubkey: string): string[] {
  const relays = new Set<string>();
  for (const [, data] of client.getQueriesData<unknown>({ queryKey: dmRelaysQueryKey(pubkey) })) {
    const named = typeof data === 'object' && data !== null ? (data as { relays?: unknown }).relays : undefined;
    if (!Array.isArray(named)) continue;
    for (const url of named) if (typeof url === 'string') relays.add(url);
  }
  return [...relays];
}
