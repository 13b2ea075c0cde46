import type { NostrEvent } from '@/nostr/event';

/**
 * Signatures checked this session, so that an event seen again (a later page, the detail page, a refetch,
 * a duplicate from the relay) costs a hash check instead of a second Schnorr verification. The key is
 * id + signature: a memo hit still needs `sha256(event) === id` (see memo-verifier.ts and the worker),
 * which binds the content, author and tags to the remembered signature check, so a forged body under a
 * known id fails.
 */
const MEMO_CAPACITY = 20_000;

export interface VerificationCounts {
  /** Schnorr signature checks performed (each distinct valid event at most once per session). */
  signatures: number;
  /** Events accepted from the memo after only a hash check. */
  memoHits: number;
  /** Events dropped because their id or signature was wrong. */
  rejected: number;
}

export interface VerificationStats extends VerificationCounts {
  /** Of `signatures`, those checked off the main thread (the verification worker). */
  inWorker: number;
}

export class VerifiedMemo {
  private readonly keys = new Set<string>();

  has(event: Pick<NostrEvent, 'id' | 'sig'>): boolean {
    return this.keys.has(event.id + event.sig);
  }

  add(event: Pick<NostrEvent, 'id' | 'sig'>): void {
    const key = event.id + event.sig;
    if (this.keys.has(key)) return;
    // A Set iterates in insertion order: the first entry is the oldest.
    if (this.keys.size >= MEMO_CAPACITY) this.keys.delete(this.keys.values().next().value!);
    this.keys.add(key);
  }

  clear(): void {
    this.keys.clear();
  }
}

/** The session's memo, shared by the grid's worker verifier and NRelay1's `verifyEvent` hook. */
export const sessionMemo = new VerifiedMemo();

/** The session's counters; read by the bench through `window.carstrStats`. */
export const verificationStats: VerificationStats = { signatures: 0, memoHits: 0, rejected: 0, inWorker: 0 };

/** Test helper: forget everything, reset the counters. */
export function resetVerificationMemo(): void {
  sessionMemo.clear();
  Object.assign(verificationStats, { signatures: 0, memoHits: 0, rejected: 0, inWorker: 0 });
}
