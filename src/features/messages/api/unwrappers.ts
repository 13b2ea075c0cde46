import type { NostrSigner } from '@nostrify/nostrify';

import type { NostrEvent } from '@/nostr/event';
import { unwrapGiftWrap, type Nip44Decrypt, type UnwrapResult } from '@/nostr/gift-unwrap';
import { isNip44Unsupported, Nip44Unsupported } from '@/nostr/nip44-unsupported';

import type { UnwrapRequest, UnwrapResponse } from './unwrap-protocol';

/** Opens a batch of gift wraps for one account: one result per wrap, in order. Never rejects. */
export interface Unwrapper {
  unwrap(wraps: NostrEvent[]): Promise<UnwrapResult[]>;
  /** Set when the signer cannot decrypt at all (an extension without NIP-44). */
  readonly unsupported: boolean;
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
      return results.map((result) => result ?? { ok: false, reason: 'signer cannot decrypt' });
    },
    dispose: () => undefined,
  };
}

/**
 * With the account's own key (key logins): in a Web Worker, one batch at a time; on the main thread only when
 * workers are unavailable (tests in Node, a worker that failed to load).
 */
export function keyUnwrapper(me: string, secretKey: Uint8Array): Unwrapper {
  let worker: Worker | undefined;
  let broken = typeof Worker === 'undefined';
  let nextBatch = 0;
  const pending = new Map<number, { wraps: NostrEvent[]; resolve: (results: UnwrapResult[]) => void }>();

  const onMainThread = async (wraps: NostrEvent[]): Promise<UnwrapResult[]> => {
    const { decrypt, getConversationKey } = await import('nostr-tools/nip44');
    const decryptFrom: Nip44Decrypt = (sender, ciphertext) => Promise.resolve(decrypt(ciphertext, getConversationKey(secretKey, sender)));
    const results: UnwrapResult[] = [];
    for (const wrap of wraps) results.push(await unwrapGiftWrap(wrap, me, decryptFrom, nowSeconds()));
    return results;
  };
  const failOver = () => {
    broken = true;
    worker?.terminate();
    worker = undefined;
    const stranded = [...pending.values()];
    pending.clear();
    for (const entry of stranded) void onMainThread(entry.wraps).then(entry.resolve);
  };
  const start = (): Worker | undefined => {
    if (worker || broken) return worker;
    try {
      worker = new Worker(new URL('./unwrap.worker.ts', import.meta.url), { type: 'module', name: 'carstr-messages' });
    } catch {
      broken = true;
      return undefined;
    }
    worker.addEventListener('message', (message: MessageEvent<UnwrapResponse>) => {
      const entry = pending.get(message.data.batch);
      pending.delete(message.data.batch);
      entry?.resolve(message.data.results);
    });
    worker.addEventListener('error', failOver);
    const keyMessage: UnwrapRequest = { type: 'key', secretKey, pubkey: me };
    // oxlint-disable-next-line unicorn/require-post-message-target-origin -- a Worker, not a window
    worker.postMessage(keyMessage);
    return worker;
  };

  return {
    unsupported: false,
    unwrap(wraps) {
      const target = start();
      if (!target) return onMainThread(wraps);
      return new Promise((resolve) => {
        const batch = nextBatch++;
        pending.set(batch, { wraps, resolve });
        const request: UnwrapRequest = { type: 'batch', batch, wraps, now: nowSeconds() };
        // oxlint-disable-next-line unicorn/require-post-message-target-origin -- a Worker, not a window
        target.postMessage(request);
      });
    },
    dispose() {
      worker?.terminate();
      worker = undefined;
      for (const entry of pending.values()) entry.resolve(entry.wraps.map(() => ({ ok: false, reason: 'stopped' })));
      pending.clear();
    },
  };
}
