import type { NostrEvent } from '@/nostr/event';
import type { UnwrapResult } from '@/nostr/gift-unwrap';

/**
 * Main thread → unwrap worker: the key to read with (sent once), then batches of wraps; and, from the boot
 * script on a messages address, NIP-42 AUTH answers to sign with that key (kind 22242 only) and the wraps
 * of its inbox REQ to open ahead.
 */
export type UnwrapRequest =
  | { type: 'key'; secretKey: Uint8Array; pubkey: string }
  | { type: 'batch'; batch: number; wraps: NostrEvent[]; now: number }
  | { type: 'auth'; auth: number; relay: string; challenge: string; createdAt: number }
  /** Wraps to open ahead (the boot script's, as they arrive): no answer, the next batch with them takes the results. */
  | { type: 'preopen'; wraps: NostrEvent[]; now: number };

/** Unwrap worker → main thread: one result per wrap, in order. */
export interface UnwrapResponse {
  batch: number;
  results: UnwrapResult[];
}

/** Unwrap worker → boot script: the signed AUTH answer, or null without a key. */
export interface AuthResponse {
  auth: number;
  event: NostrEvent | null;
}
