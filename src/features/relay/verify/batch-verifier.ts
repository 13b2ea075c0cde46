import type { NostrEvent } from '@/nostr/event';

import { takeEarlyWorker, WORKER_NAMES } from '@/lib/early-workers';
import { verifyWithMemo } from './memo-verifier';
import { checksSignature } from './signature-policy';
import { sessionMemo, verificationStats } from './verified-memo';
import type { VerifyRequest, VerifyResponse } from './verify-protocol';

let worker: Worker | undefined;
let workerBroken = false;
let nextBatch = 0;
const pending = new Map<number, { request: VerifyRequest; resolve: (valid: boolean[]) => void }>();

/** Main-thread fallback (no Worker support, a worker that failed to load, tests in happy-dom and Node). */
async function onMainThread(events: readonly NostrEvent[]): Promise<boolean[]> {
  const checks = await import('nostr-tools/pure');
  return events.map((event) => verifyWithMemo(event, checks, sessionMemo, verificationStats));
}

/** The worker's verdicts, booked like verifyWithMemo books them on the main thread. */
function record(events: readonly NostrEvent[], hashOnly: readonly boolean[], valid: readonly boolean[]): boolean[] {
  events.forEach((event, index) => {
    if (hashOnly[index]) {
      if (valid[index] && checksSignature(event)) verificationStats.memoHits += 1;
    } else {
      verificationStats.signatures += 1;
      verificationStats.inWorker += 1;
      if (valid[index]) sessionMemo.add(event);
    }
    if (!valid[index]) verificationStats.rejected += 1;
  });
  return [...valid];
}

function failOver(): void {
  workerBroken = true;
  worker?.terminate();
  worker = undefined;
  const stranded = [...pending.values()];
  pending.clear();
  for (const { request, resolve } of stranded) void onMainThread(request.events).then(resolve);
}

function startWorker(): Worker | undefined {
  if (worker || workerBroken) return worker;
  if (typeof Worker === 'undefined') {
    workerBroken = true;
    return undefined;
  }
  try {
    worker = takeEarlyWorker('verify') ?? new Worker(new URL('./verify.worker.ts', import.meta.url), { type: 'module', name: WORKER_NAMES.verify });
  } catch {
    workerBroken = true;
    return undefined;
  }
  worker.addEventListener('message', (message: MessageEvent<VerifyResponse>) => {
    const entry = pending.get(message.data.batch);
    pending.delete(message.data.batch);
    if (entry) entry.resolve(record(entry.request.events, entry.request.hashOnly, message.data.valid));
  });
  // A worker script that cannot load (CSP, network) must not lose events: verify them here instead.
  worker.addEventListener('error', failOver);
  return worker;
}

/** Starts the worker ahead of the first batch, so its script and @noble's tables are ready when events arrive. */
export function warmUpVerifier(): void {
  startWorker();
}

/**
 * Verifies a batch of events (id hash and Schnorr signature) and returns one verdict per event, in order.
 * Signatures already verified this session are not checked again (only the hash), nor gift wraps' (see
 * signature-policy.ts); everything else runs in the verification worker. An event that fails is reported false: callers drop it (docs/product.md §4).
 */
export function verifyEvents(events: readonly NostrEvent[]): Promise<boolean[]> {
  if (events.length === 0) return Promise.resolve([]);
  const target = startWorker();
  if (!target) return onMainThread(events);
  return new Promise((resolve) => {
    const request: VerifyRequest = { batch: nextBatch++, events: [...events], hashOnly: events.map((event) => sessionMemo.has(event) || !checksSignature(event)) };
    pending.set(request.batch, { request, resolve });
    try {
      // oxlint-disable-next-line unicorn/require-post-message-target-origin -- a Worker has no target origin
      target.postMessage(request);
    } catch {
      // An event the worker cannot be sent (the relay intake rebuilds events so that none should be, docs/
      // architecture.md §5) fails alone: the batch is sent again one event at a time.
      pending.delete(request.batch);
      if (events.length === 1) resolve([false]);
      else void Promise.all(events.map((event) => verifyEvents([event]).then(([valid]) => valid === true))).then(resolve);
    }
  });
}
