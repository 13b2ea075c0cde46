import type { NostrEvent } from '@/nostr/event';
import type { UnwrapResult } from '@/nostr/gift-unwrap';

/**
 * Main thread → unwrap worker: the key to read with (sent once), then batches of wraps; and, from the boot
 * script on a messages address, NIP-42 AUTH answers to sign with that key (kind 22242 only) and the wraps
 * of its inbox REQ to open ahead.
 */
export type UnwrapRequest =
  | { type: 'key'; secretKey: Uint8Array; pubkey: string }
  /**
   * `more`: the inbox has more wraps queued behind this batch. Then the worker may answer before checking the
   * seals' signatures, and check them once the queue has been opened (UnwrapResponse).
   */
  | { type: 'batch'; batch: number; wraps: NostrEvent[]; now: number; more: boolean }
  | { type: 'auth'; auth: number; relay: string; challenge: string; createdAt: number }
  /** Wraps to open ahead (the boot script's, as they arrive): no answer, the next batch with them takes the results. */
  | { type: 'preopen'; wraps: NostrEvent[]; now: number };

/**
 * Unwrap worker → main thread: one result per wrap, in order. With `sealsPending`, the seals of its opened
 * wraps are still to be checked: a second answer for the batch, `sealsFailed`, follows once they are, with
 * the indices of the wraps whose seal's signature failed (their messages are taken back).
 */
export type UnwrapResponse = { batch: number; results: UnwrapResult[]; sealsPending?: true } | { batch: number; sealsFailed: number[] };

/** Unwrap worker → boot script: the signed AUTH answer, or null without a key. */
export interface AuthResponse {
  auth: number;
  event: NostrEvent | null;
}
