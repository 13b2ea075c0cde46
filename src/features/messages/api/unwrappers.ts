import type { NostrSigner } from '@nostrify/nostrify';

import { takeEarlyWorker, WORKER_NAMES } from '@/lib/early-workers';
import type { NostrEvent } from '@/nostr/event';
import { unwrapGiftWrap, type Nip44Decrypt, type UnwrapResult } from '@/nostr/gift-unwrap';
import { isNip44Unsupported, Nip44Unsupported } from '@/nostr/nip44-unsupported';

import type { MessageCache } from './message-cache';
import type { UnwrapRequest, UnwrapResponse } from './unwrap-protocol';

/**
 * A batch of opened wraps: one result per wrap, in order. `failedSeals` is set when the seals' signatures of
 * its opened wraps were not checked yet (a backlog, see unwrap.worker.ts): it resolves to the indices of those
 * that failed, whose messages are to be taken back. Never rejects.
 */
export interface OpenedBatch {
  results: UnwrapResult[];
  failedSeals?: Promise<ReadonlySet<number>>;
}

/** Opens batches of gift wraps for one account. */
export interface Unwrapper {
  /** `more`: further wraps are queued behind this batch (the unwrapper may check seals after those). */
  unwrap(wraps: NostrEvent[], more: boolean): Promise<OpenedBatch>;
  /** How many batches it is worth handing over at once (its workers, each with one waiting). */
  readonly parallel: number;
  /** Set when the signer cannot decrypt at all (an extension without NIP-44). */
  readonly unsupported: boolean;
  /** Where the messages it opened are kept in this browser (key logins only, encrypted with the key). */
  readonly cache?: MessageCache;
  /** Gets ready before the first wrap (starts and warms up workers); otherwise that happens on first use. */
  prepare?(): void;
  dispose(): void;
}

const nowSeconds = () => Math.floor(Date.now() / 1000);
/** A bunker answers one request at a time in practice; an extension may prompt: few at once. */
const SIGNER_CONCURRENCY = 4;

/** Through the account's signer (NIP-07 extension, NIP-46 bunker): every layer is one signer call. */
export function signerUnwrapper(me: string, signer: Pick<NostrSigner, 'nip44'>): Unwrapper {
  let unsupported = signer.nip44 === undefined;
  const decrypt: Nip44Decrypt = async (sender, ciphertext) => {
    if (!signer.nip44) throw new Nip44Unsupported();
    try {
      return await signer.nip44.decrypt(sender, ciphertext);
    } catch (error) {
      if (isNip44Unsupported(error)) unsupported = true;
      throw error;
    }
  };
  return {
    parallel: 1,
    get unsupported() {
      return unsupported;
    },
    async unwrap(wraps) {
      const results: UnwrapResult[] = Array.from({ length: wraps.length });
      let next = 0;
      const lane = async () => {
        // `unsupported` changes inside decrypt (the signer says it has no NIP-44): stop asking then.
        // oxlint-disable-next-line no-unmodified-loop-condition
        while (next < wraps.length && !unsupported) {
          const index = next++;
          results[index] = await unwrapGiftWrap(wraps[index], me, decrypt, nowSeconds());
        }
      };
      await Promise.all(Array.from({ length: Math.min(SIGNER_CONCURRENCY, wraps.length) }, lane));
      return { results: results.map((result) => result ?? { ok: false, reason: 'signer cannot decrypt' }) };
    },
    dispose: () => undefined,
  };
}

/**
 * How many unwrap workers: the cores but one (the page keeps one), at least one, at most four. Each wrap
 * costs an ECDH with its one-time key and a Schnorr check of its seal (~2–3 ms in pure JS), so a
 * 500-message thread is over 1 s of CPU, split over them. On two cores a second worker made the thread
 * open later, not sooner (it took the page's core).
 */
export function unwrapWorkerCount(cores: number | undefined): number {
  const available = cores !== undefined && Number.isSafeInteger(cores) && cores > 0 ? cores : 2;
  return Math.min(4, Math.max(1, available - 1));
}

/**
 * With the account's own key (key logins): in Web Workers (a small pool, each batch to the least busy); on
 * the main thread only when workers are unavailable (tests in Node, a worker that failed to load).
 */
export function keyUnwrapper(me: string, secretKey: Uint8Array, cache?: MessageCache): Unwrapper {
  const size = unwrapWorkerCount(globalThis.navigator?.hardwareConcurrency);
  const workers: { worker: Worker; busy: number }[] = [];
  let broken = typeof Worker === 'undefined';
  let nextBatch = 0;
  const pending = new Map<number, { wraps: NostrEvent[]; resolve: (batch: OpenedBatch) => void; lane: { busy: number } }>();
  /** Batches answered before their seals were checked: their wraps (checked here should the worker stop) and who waits. */
  const sealWaits = new Map<number, { wraps: NostrEvent[]; resolve: (failed: ReadonlySet<number>) => void }>();

  const onMainThread = async (wraps: NostrEvent[]): Promise<UnwrapResult[]> => {
    const { decrypt } = await import('nostr-tools/nip44');
    const { ownKeyConversationKeys } = await import('@/nostr/own-key-ecdh');
    const conversationKey = ownKeyConversationKeys(secretKey);
    const decryptFrom: Nip44Decrypt = (sender, ciphertext) => Promise.resolve(decrypt(ciphertext, conversationKey(sender)));
    const results: UnwrapResult[] = [];
    for (const wrap of wraps) results.push(await unwrapGiftWrap(wrap, me, decryptFrom, nowSeconds()));
    return results;
  };
  /** Seals a stopped worker had not checked yet are checked here: the wraps are opened again, fully. */
  const checkSealsHere = () => {
    const waiting = [...sealWaits.values()];
    sealWaits.clear();
    for (const { wraps, resolve } of waiting) {
      void onMainThread(wraps).then((results) => resolve(new Set(results.flatMap((result, index) => (result.ok ? [] : [index])))));
    }
  };
  const failOver = () => {
    broken = true;
    for (const { worker } of workers) worker.terminate();
    workers.length = 0;
    const stranded = [...pending.values()];
    pending.clear();
    for (const entry of stranded) void onMainThread(entry.wraps).then((results) => entry.resolve({ results }));
    checkSealsHere();
  };
  const startOne = (): void => {
    // The boot script's worker (a messages address opened directly) has already loaded and warmed up.
    const worker =
      (workers.length === 0 ? takeEarlyWorker('unwrap') : undefined) ??
      new Worker(new URL('./unwrap.worker.ts', import.meta.url), { type: 'module', name: WORKER_NAMES.unwrap });
    worker.addEventListener('message', (message: MessageEvent<UnwrapResponse>) => {
      const response = message.data;
      if ('sealsFailed' in response) {
        const wait = sealWaits.get(response.batch);
        sealWaits.delete(response.batch);
        wait?.resolve(new Set(response.sealsFailed));
        return;
      }
      const entry = pending.get(response.batch);
      pending.delete(response.batch);
      if (!entry) return;
      entry.lane.busy -= 1;
      if (!response.sealsPending) {
        entry.resolve({ results: response.results });
        return;
      }
      const failedSeals = new Promise<ReadonlySet<number>>((resolve) => sealWaits.set(response.batch, { wraps: entry.wraps, resolve }));
      entry.resolve({ results: response.results, failedSeals });
    });
    worker.addEventListener('error', failOver);
    const keyMessage: UnwrapRequest = { type: 'key', secretKey, pubkey: me };
    // oxlint-disable-next-line unicorn/require-post-message-target-origin -- a Worker, not a window
    worker.postMessage(keyMessage);
    workers.push({ worker, busy: 0 });
  };
  /** The least busy worker, starting the pool on first use; undefined when workers cannot run here. */
  const pick = () => {
    if (broken) return undefined;
    try {
      while (workers.length < size) startOne();
    } catch {
      failOver();
      return undefined;
    }
    return workers.reduce((best, lane) => (lane.busy < best.busy ? lane : best));
  };

  return {
    // Loading a worker and building @noble's tables took ~0.5 s before the first batch opened: a screen
    // showing messages starts them while the relays are still being asked.
    prepare: () => void pick(),
    parallel: size * 2,
    unsupported: false,
    ...(cache ? { cache } : {}),
    unwrap(wraps, more) {
      const lane = pick();
      if (!lane) return onMainThread(wraps).then((results) => ({ results }));
      return new Promise((resolve) => {
        const batch = nextBatch++;
        lane.busy += 1;
        pending.set(batch, { wraps, resolve, lane });
        const request: UnwrapRequest = { type: 'batch', batch, wraps, now: nowSeconds(), more };
        // oxlint-disable-next-line unicorn/require-post-message-target-origin -- a Worker, not a window
        lane.worker.postMessage(request);
      });
    },
    dispose() {
      for (const { worker } of workers) worker.terminate();
      workers.length = 0;
      for (const entry of pending.values()) entry.resolve({ results: entry.wraps.map(() => ({ ok: false, reason: 'stopped' })) });
      pending.clear();
      checkSealsHere();
    },
  };
}
