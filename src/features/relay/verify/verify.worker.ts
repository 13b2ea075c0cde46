import { verifyEvent } from 'nostr-tools/pure';

import { preferSmallBaseTable } from '@/lib/base-point-table';

import { signatureChecker } from './signature-check';
import { warmUpEvent } from './warm-up-events';
import type { VerifyRequest, VerifyResponse, WarmUpRequest } from './verify-protocol';

/**
 * Checks event ids and Schnorr signatures off the main thread, so a page of 100 listings (~1–5 ms each in
 * pure JS) never blocks input or painting. Runs the same nostr-tools code NRelay1 would run.
 */

/**
 * The base point's small table: built in a fraction of the default one's time at start-up, when a first visit's
 * first card waits on this worker (the default table's build can outlast the relay's first answer), at a small
 * cost per check afterwards (docs/architecture.md §5; figures in docs/performance.md).
 */
preferSmallBaseTable();

/** Known-good events: verifying one at start-up builds @noble's precomputed tables before real work arrives. */
let warmUps = 0;
const warmUp = () => verifyEvent(warmUpEvent(warmUps++));
warmUp();

/**
 * The first checks after start-up run unoptimised code (~10 ms each on a slow core, ~2 ms once V8 has
 * optimised it). Where a first view waits on them (boot cards, a listing's boot view), the boot script asks
 * for a few more checks of the known events while the page waits for the relay: one per task, so that a real
 * batch never waits behind more than one, and none once a batch has come.
 */
let warmUpRounds = 0;
let asked = false;
function warmUpMore(): void {
  if (asked || warmUpRounds <= 0) return;
  warmUpRounds -= 1;
  warmUp();
  setTimeout(warmUpMore, 0);
}

const isValid = signatureChecker();

self.addEventListener('message', (message: MessageEvent<VerifyRequest | WarmUpRequest>) => {
  if ('warmUp' in message.data) {
    warmUpRounds = asked ? 0 : message.data.warmUp;
    setTimeout(warmUpMore, 0);
    return;
  }
  asked = true;
  const { batch, events, hashOnly } = message.data;
  const response: VerifyResponse = { batch, valid: events.map((event, index) => isValid(event, hashOnly[index] === true)) };
  // oxlint-disable-next-line unicorn/require-post-message-target-origin -- a worker answers its owner only
  self.postMessage(response);
});
