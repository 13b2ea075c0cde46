import type { NostrEvent } from '@/nostr/event';
import type { UnwrapResult } from '@/nostr/gift-unwrap';

/** Main thread → unwrap worker: the key to read with (sent once), then batches of wraps. */
export type UnwrapRequest = { type: 'key'; secretKey: Uint8Array; pubkey: string } | { type: 'batch'; batch: number; wraps: NostrEvent[]; now: number };

/** Unwrap worker → main thread: one result per wrap, in order. */
export interface UnwrapResponse {
  batch: number;
  results: UnwrapResult[];
}
