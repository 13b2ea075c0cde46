import type { NostrEvent } from '@/nostr/event';

import { checksSignature } from './signature-policy';
import type { VerificationCounts, VerifiedMemo } from './verified-memo';

export interface EventChecks {
  /** Full NIP-01 check: id hash and Schnorr signature (nostr-tools' `verifyEvent`). */
  verifyEvent: (event: NostrEvent) => boolean;
  /** The NIP-01 id of the event's content (nostr-tools' `getEventHash`). */
  getEventHash: (event: NostrEvent) => string;
}

/**
 * One event's verdict with the session memo: a remembered signature costs a hash check, anything else a
 * full verification, counted; an event whose signature proves nothing (a gift wrap, see signature-policy.ts)
 * an id check only. Never throws; false means drop the event. Used by the grid verifier's
 * main-thread fallback and by NRelay1's `verifyEvent` hook, which pass in nostr-tools' functions so this
 * module does not pull @noble into whichever chunk imports it.
 */
export function verifyWithMemo(event: NostrEvent, checks: EventChecks, memo: VerifiedMemo, counts: VerificationCounts): boolean {
  let valid: boolean;
  try {
    if (memo.has(event)) {
      valid = checks.getEventHash(event) === event.id;
      if (valid) counts.memoHits += 1;
    } else if (!checksSignature(event)) {
      valid = checks.getEventHash(event) === event.id;
    } else {
      counts.signatures += 1;
      valid = checks.verifyEvent(event);
      if (valid) memo.add(event);
    }
  } catch {
    valid = false;
  }
  if (!valid) counts.rejected += 1;
  return valid;
}
