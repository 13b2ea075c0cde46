import { afterAll, describe, expect, it } from 'vitest';

import { fakeEvent } from '@testing/events';
import type { NostrEvent } from '@/nostr/event';

import type { VerifyRequest, VerifyResponse } from './verify-protocol';

/**
 * A stand-in for the verification worker with the browser's postMessage rule: a message that cannot be
 * structured-cloned throws (a DataCloneError) in the sender. Its verdict is "valid" for every event it gets.
 */
class CloningWorker extends EventTarget {
  postMessage(message: VerifyRequest): void {
    const { batch, events } = structuredClone(message);
    const response: VerifyResponse = { batch, valid: events.map(() => true) };
    queueMicrotask(() => this.dispatchEvent(new MessageEvent('message', { data: response })));
  }

  terminate(): void {}
}

const original = globalThis.Worker;
globalThis.Worker = CloningWorker as unknown as typeof Worker;
afterAll(() => {
  globalThis.Worker = original;
});

const { verifyEvents } = await import('./batch-verifier');

describe('verifyEvents with a worker', () => {
  it('drops an event the worker cannot be sent on its own, and verifies the rest of its batch', async () => {
    const good = [fakeEvent({ content: 'first' }), fakeEvent({ content: 'second' })];
    // An object postMessage cannot clone (a function inside): the relay intake never lets one through (§5),
    // and if one came anyway it must not take its batch down with it.
    const unclonable = { ...fakeEvent({ content: 'bad' }), extra: () => undefined } as NostrEvent;
    expect(await verifyEvents([good[0]!, unclonable, good[1]!])).toEqual([true, false, true]);
    expect(await verifyEvents(good)).toEqual([true, true]);
  });
});
