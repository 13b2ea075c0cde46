import type { NostrEvent } from '@/nostr/event';

/** Main thread → verification worker: one batch of events. */
export interface VerifyRequest {
  batch: number;
  events: NostrEvent[];
  /** Per event: true when its signature was already verified this session, so only the id hash is checked. */
  hashOnly: boolean[];
}

/**
 * Main thread → verification worker: check known events this many more times while no batch is waiting, so
 * that the first real checks run optimised code (the boot script, where a first view will wait on the worker).
 */
export interface WarmUpRequest {
  warmUp: number;
}

/** Verification worker → main thread: the verdict for each event of a batch, in order. */
export interface VerifyResponse {
  batch: number;
  valid: boolean[];
}
