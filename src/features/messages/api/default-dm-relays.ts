import { distinctRelays } from '@/features/network/public';
import type { RelayList } from '@/nostr/relay-list';

/** NIP-17 suggests few DM relays: each message is sent to every one of them. */
export const DEFAULT_DM_RELAY_COUNT = 3;

/**
 * The relays a new kind 10050 list names (issue 14): the user's NIP-65 relays that are both read and write
 * first, then their other read and write relays, at most three; without a NIP-65 list, the chosen relay (the
 * first of the write relays).
 */
export function defaultDmRelays(list: RelayList | undefined, writeRelays: readonly string[]): string[] {
  const entries = list?.entries ?? [];
  if (entries.length === 0) return writeRelays.slice(0, 1);
  const both = entries.filter((entry) => entry.read && entry.write).map((entry) => entry.url);
  return distinctRelays([...both, ...list!.read, ...list!.write], DEFAULT_DM_RELAY_COUNT);
}
