import type { EarlyAuthAnswer } from '@/features/relay/public';
import { bech32Bytes } from '@/nostr/bech32';
import type { NostrEvent } from '@/nostr/event';

import type { AuthResponse, UnwrapRequest } from './unwrap-protocol';

/** How long the boot script waits for the worker's signature before leaving the AUTH to the app. */
const SIGN_TIMEOUT_MS = 5_000;
/** Wraps handed to the worker at once (as the app's batches). */
const PREOPEN_BATCH = 25;

/** What the boot script has the gift-wrap worker do before the app has loaded. */
export interface EarlyInboxWorker {
  /** Signs a relay's NIP-42 challenge. */
  answerAuth: EarlyAuthAnswer;
  /** Starts opening a wrap of the inbox's boot REQ as it arrives (unchecked: the worker checks everything). */
  preopen: (wrap: unknown) => void;
}

/**
 * On a messages address of a key login, the boot script (docs/architecture.md §10) puts the gift-wrap worker
 * it started to work at once: the worker has @noble loaded and warm while the page still downloads the app.
 * It is handed the key now (the app hands it over again when it adopts the worker): the stored login's own
 * (`nsec`), which this page holds anyway. It answers the relay's AUTH challenge for the inbox's gift wraps, and
 * opens the wraps as they arrive, so that the app's batches of them find their results ready. Undefined when
 * the login's key cannot be read: the app does all of it itself.
 */
export function earlyInboxWorker(worker: Worker, nsec: unknown, pubkey: string): EarlyInboxWorker | undefined {
  const secretKey = typeof nsec === 'string' ? bech32Bytes(nsec.trim().toLowerCase(), 'nsec') : undefined;
  if (secretKey?.length !== 32) return undefined;
  const post = (request: UnwrapRequest) => {
    // oxlint-disable-next-line unicorn/require-post-message-target-origin -- a Worker, not a window
    worker.postMessage(request);
  };
  post({ type: 'key', secretKey, pubkey });
  let waiting: NostrEvent[] = [];
  const flush = () => {
    if (waiting.length > 0) post({ type: 'preopen', wraps: waiting, now: Math.floor(Date.now() / 1000) });
    waiting = [];
  };
  const preopen = (wrap: unknown) => {
    if (typeof wrap !== 'object' || wrap === null) return;
    if (waiting.length === 0) setTimeout(flush, 0);
    waiting.push(wrap as NostrEvent);
    if (waiting.length >= PREOPEN_BATCH) flush();
  };
  let next = 0;
  const answerAuth: EarlyAuthAnswer = (relay, challenge) =>
    new Promise<NostrEvent>((resolve, reject) => {
      const auth = (next += 1);
      const done = (event: NostrEvent | null) => {
        clearTimeout(timer);
        worker.removeEventListener('message', onMessage);
        if (event === null) reject(new Error('The worker could not sign the AUTH answer'));
        else resolve(event);
      };
      const onMessage = (message: MessageEvent<Partial<AuthResponse>>) => {
        if (message.data.auth === auth) done(message.data.event ?? null);
      };
      const timer = setTimeout(() => done(null), SIGN_TIMEOUT_MS);
      worker.addEventListener('message', onMessage);
      post({ type: 'auth', auth, relay, challenge, createdAt: Math.floor(Date.now() / 1000) });
    });
  return { answerAuth, preopen };
}
