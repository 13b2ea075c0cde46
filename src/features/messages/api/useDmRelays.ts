import { useQuery, useQueryClient } from '@tanstack/react-query';

import { useReadRelays } from '@/features/network/public';

import { dmRelaysQueryOptions } from './dm-relays-query';

/** Someone's NIP-17 DM relays (kind 10050). */
export interface DmRelaysState {
  /** 'none': they published no usable 10050 list, so they cannot be messaged. */
  status: 'loading' | 'none' | 'ready' | 'error';
  /** The relays their gift wraps go to (empty unless 'ready'). */
  relays: string[];
}

/**
 * `pubkey`'s kind 10050 list, read from the read relays and, failing that, their NIP-65 outbox relays.
 * Undefined `pubkey` stays 'loading'.
 */
export function useDmRelays(pubkey: string | undefined): DmRelaysState {
  const client = useQueryClient();
  const source = useReadRelays();
  const query = useQuery(dmRelaysQueryOptions(client, source, pubkey));
  if (query.data) return query.data.relays.length > 0 ? { status: 'ready', relays: query.data.relays } : { status: 'none', relays: [] };
  if (query.isError) return { status: 'error', relays: [] };
  return { status: 'loading', relays: [] };
}
