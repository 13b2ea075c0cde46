import { NRelay1, type NostrEvent } from '@nostrify/nostrify';
import { getEventHash, verifyEvent } from 'nostr-tools/pure';

import { verifyWithMemo } from './verify/memo-verifier';
import { sessionMemo, verificationStats } from './verify/verified-memo';

/**
 * NRelay1 and everything it brings (zod for message parsing, @noble for signatures, websocket-ts), loaded
 * on demand by LazyRelay: the home route reads the grid without it (see lean/relay-reader.ts).
 *
 * Its `verifyEvent` hook is synchronous, as NRelay1 requires, and uses the session memo, so an event the
 * grid already verified (in its worker) costs only a hash check here: a detail page, a comment root. A
 * failure still drops the event inside NRelay1.
 */
function verifyOnce(event: NostrEvent): boolean {
  return verifyWithMemo(event, { verifyEvent, getEventHash }, sessionMemo, verificationStats);
}

export interface NRelay1Options {
  idleTimeout: number;
  auth?: (challenge: string) => Promise<NostrEvent>;
}

/** An NRelay1 that tells whether it was closed: NRelay1 never reconnects after `close()`. */
export type ReopenableNRelay1 = NRelay1 & { readonly closed: boolean };

/**
 * NRelay1 closes itself for good on a non-text frame (SPEC §4 says the connection closes, and a closed one
 * is re-created on the next send): flagging it lets LazyRelay open a fresh one for the next request.
 */
class FlaggedNRelay1 extends NRelay1 {
  closed = false;

  override async close(): Promise<void> {
    this.closed = true;
    await super.close();
  }
}

export function openNRelay1(url: string, options: NRelay1Options): ReopenableNRelay1 {
  return new FlaggedNRelay1(url, { ...options, verifyEvent: verifyOnce });
}
