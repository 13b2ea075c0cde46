import type { NostrEvent } from '@/nostr/event';
import { peekEarlyWorker } from '@/lib/early-workers';

import type { VerifyRequest, VerifyResponse, WarmUpRequest } from './verify-protocol';

/** The boot script's batches count down from -1: the app's batch verifier counts up from 0 on the same worker. */
let nextBatch = -1;
/** Checks of known events the worker makes while it waits for the relay (see verify.worker.ts). */
const WARM_UP_ROUNDS = 6;
let warmedUp = false;

/**
 * Verification for the boot script (docs/architecture.md §10, boot cards), bound to the early verification
 * worker the boot script has just started (undefined without one: then the boot script shows nothing it would
 * have to trust). The worker keeps answering it after the app has adopted the worker; each side reads only
 * its own batches. The verdicts come one per event, in order. Asked for only where a first view will wait on
 * the worker, it has the worker warm up meanwhile.
 */
export function earlyVerifier(): ((events: readonly NostrEvent[]) => Promise<boolean[]>) | undefined {
  const worker = peekEarlyWorker('verify');
  if (worker === undefined) return undefined;
  if (!warmedUp) {
    warmedUp = true;
    const warmUp: WarmUpRequest = { warmUp: WARM_UP_ROUNDS };
    // oxlint-disable-next-line unicorn/require-post-message-target-origin -- a Worker has no target origin
    worker.postMessage(warmUp);
  }
  return (events) => {
    const batch = nextBatch--;
    return new Promise((resolve) => {
      const onMessage = (message: MessageEvent<VerifyResponse>) => {
        if (message.data.batch !== batch) return;
        worker.removeEventListener('message', onMessage);
        resolve(message.data.valid);
      };
      worker.addEventListener('message', onMessage);
      const request: VerifyRequest = { batch, events: [...events], hashOnly: events.map(() => false) };
      // oxlint-disable-next-line unicorn/require-post-message-target-origin -- a Worker has no target origin
      worker.postMessage(request);
    });
  };
}
