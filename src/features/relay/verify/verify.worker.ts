import { verifyEvent } from 'nostr-tools/pure';

import { signatureChecker } from './signature-check';
import type { VerifyRequest, VerifyResponse, WarmUpRequest } from './verify-protocol';

/**
 * Checks event ids and Schnorr signatures off the main thread, so a page of 100 listings (~1–5 ms each in
 * pure JS) never blocks input or painting. Runs the same nostr-tools code NRelay1 would run.
 */

/** A known-good event: verifying it at start-up builds @noble's precomputed tables before real work arrives. */
const WARM_UP = {
  kind: 1,
  created_at: 1700000000,
  tags: [],
  content: 'warm-up',
  pubkey: '989c0b76cb563971fdc9bef31ec06c3560f3249d6ee9e5d83c57625596e05f6f',
  id: '492e5a17e4e360d40a0a5512ddfa204ccf41f12e0b5a95c63754195ffb2ed03b',
  sig: '53d5cc2babca7d889cf4ef347d302a5c1b953510a482e574aa46183756cf3302ab1f3e5741dbc915d545facf166496dd60f4f2912a37209c0fe000df12b97d29',
};
/** A fresh copy each time: nostr-tools marks an event object it has verified and trusts the mark. */
const warmUp = () => verifyEvent({ ...WARM_UP });
warmUp();

/**
 * The first checks after start-up run unoptimised code (~10 ms each on a slow core, ~2 ms once V8 has
 * optimised it). Where a first view waits on them (boot cards, a listing's boot view), the boot script asks
 * for a few more checks of the known event while the page waits for the relay: one per task, so that a real
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
