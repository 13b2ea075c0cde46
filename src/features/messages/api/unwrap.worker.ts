import { decrypt } from 'nostr-tools/nip44';
import { finalizeEvent, getEventHash, verifyEvent } from 'nostr-tools/pure';

import type { NostrEvent } from '@/nostr/event';
import { openGiftWrap, sealSignatureValid, withSealChecked, type OpenedWrap, type UnwrapResult } from '@/nostr/gift-unwrap';
import { ownKeyConversationKeys } from '@/nostr/own-key-ecdh';
import { buildRelayAuthEvent } from '@/nostr/relay-auth-event';

import { PreopenedWraps } from './preopened-wraps';
import type { AuthResponse, UnwrapRequest, UnwrapResponse } from './unwrap-protocol';

/**
 * Opens gift wraps with the account's own key off the main thread (NIP-44 is ChaCha20 + HMAC + ECDH in pure
 * JS, and every message takes two of them plus a Schnorr check), so a 500-message inbox never blocks input.
 * Only used for key logins; extensions and bunkers decrypt through the signer.
 */
let key: { pubkey: string; secretKey: Uint8Array; conversationKey: (pubkey: string) => Uint8Array } | undefined;

/**
 * A known-good event verified at start-up, while the page is still waiting for the relay: it builds
 * @noble's precomputed tables, so the first real batch does not pay for them.
 */
const WARM_UP = {
  kind: 1,
  created_at: 1700000000,
  tags: [],
  content: 'warm-up',
  pubkey: '28b9c10d25c03109de7e6bc253a31ef32133d59ce260647d008990f9b72f58c9',
  id: 'afe0a965f9e49bbb1eca66ef60a22a3a841134cd617e6656a508d4f6aa486fce',
  sig: '240f6db023bf6eb148c5dffca4ff3e7320126932e7769f0b4a194f9cb274427afe2e62787792f03a1685d7a9d014fe980a20236999cd7b28709f5bda08ab3838',
};
verifyEvent(WARM_UP);
const conversationKeys = new Map<string, Uint8Array>();

function conversationKeyWith(sender: string): Uint8Array {
  if (!key) throw new Error('no key');
  let conversationKey = conversationKeys.get(sender);
  if (!conversationKey) {
    conversationKey = key.conversationKey(sender);
    // Wraps come from one-time keys: only seal senders (people) repeat, so the cache stays small in practice.
    if (conversationKeys.size > 2000) conversationKeys.clear();
    conversationKeys.set(sender, conversationKey);
  }
  return conversationKey;
}

/**
 * Wraps the boot script hands over as they arrive (a messages address opened directly, before the app has
 * loaded; docs/architecture.md §10) are opened ahead, a few milliseconds of them per task, so that the app's
 * batches, whenever they come, are answered between two slices: with the results already there, and by
 * opening their other wraps first. Unchecked as they come: only a wrap whose id is the hash of its content is
 * opened ahead, and its result goes only to the same event in the app's batch (preopened-wraps.ts).
 */
const PREOPENED_KEPT = 5_000;
const SLICE_MS = 8;
const preopened = new PreopenedWraps<OpenedWrap>((wrap) => getEventHash(wrap) === wrap.id, PREOPENED_KEPT);
const ahead: { wrap: NostrEvent; now: number }[] = [];
const slices = new MessageChannel();
let pumping = false;

function open(wrap: NostrEvent, now: number): Promise<OpenedWrap> {
  return openGiftWrap(wrap, key?.pubkey ?? '', decryptFrom, now);
}

function openAhead(): void {
  const until = performance.now() + SLICE_MS;
  while (ahead.length > 0 && performance.now() < until) {
    const { wrap, now } = ahead.shift()!;
    if (preopened.wants(wrap)) preopened.keep(wrap, open(wrap, now));
  }
  pumping = ahead.length > 0;
  if (pumping) slices.port2.postMessage(null);
  else scheduleSealChecks();
}
slices.port1.addEventListener('message', openAhead);
slices.port1.start();

/** The result for a wrap of the app's batch: opened ahead (that very event), or now. */
function resultFor(wrap: NostrEvent, now: number): Promise<OpenedWrap> {
  return preopened.take(wrap) ?? open(wrap, now);
}

function answer(response: UnwrapResponse): void {
  // oxlint-disable-next-line unicorn/require-post-message-target-origin -- a worker answers its owner only
  self.postMessage(response);
}

const withoutSeal = (result: OpenedWrap): UnwrapResult => (result.ok ? { ok: true, message: result.message } : result);

/**
 * Seals whose signatures are still to be checked, per answered batch (see the batch request's `more`). They
 * are checked when nothing is left to open: no wraps ahead, and the last batch said no more were queued (or
 * none has come for SEAL_CHECK_IDLE_MS), a few milliseconds per task, each batch's failures answered once all
 * of its seals are checked.
 */
const SEAL_CHECK_IDLE_MS = 100;
const sealChecks: { batch: number; seals: (NostrEvent | undefined)[]; failed: number[]; next: number }[] = [];
const checkSlices = new MessageChannel();
let checking = false;
let moreComing = false;
let idleTimer: ReturnType<typeof setTimeout> | undefined;

function scheduleSealChecks(): void {
  if (checking || pumping || sealChecks.length === 0) return;
  if (moreComing) {
    clearTimeout(idleTimer);
    idleTimer = setTimeout(() => {
      moreComing = false;
      scheduleSealChecks();
    }, SEAL_CHECK_IDLE_MS);
    return;
  }
  checking = true;
  checkSlices.port2.postMessage(null);
}

function checkSeals(): void {
  checking = false;
  if (pumping || moreComing) {
    scheduleSealChecks();
    return;
  }
  const until = performance.now() + SLICE_MS;
  while (sealChecks.length > 0 && performance.now() < until) {
    const current = sealChecks[0]!;
    const seal = current.seals[current.next];
    if (seal !== undefined && !sealSignatureValid(seal)) current.failed.push(current.next);
    current.next += 1;
    if (current.next >= current.seals.length) {
      sealChecks.shift();
      answer({ batch: current.batch, sealsFailed: current.failed });
    }
  }
  scheduleSealChecks();
}
checkSlices.port1.addEventListener('message', checkSeals);
checkSlices.port1.start();

function decryptFrom(sender: string, ciphertext: string): Promise<string> {
  try {
    return Promise.resolve(decrypt(ciphertext, conversationKeyWith(sender)));
  } catch (error) {
    return Promise.reject(error instanceof Error ? error : new Error(String(error)));
  }
}

self.addEventListener('message', (message: MessageEvent<UnwrapRequest>) => {
  const request = message.data;
  if (request.type === 'key') {
    if (key?.pubkey !== request.pubkey) {
      preopened.clear();
      ahead.length = 0;
    }
    key = { pubkey: request.pubkey, secretKey: request.secretKey, conversationKey: ownKeyConversationKeys(request.secretKey) };
    conversationKeys.clear();
    // The own copies' seals are sealed to oneself: that conversation key is needed for half of a thread.
    conversationKeyWith(request.pubkey);
    return;
  }
  if (request.type === 'auth') {
    // The boot script answers a relay's NIP-42 challenge before the app (and its signer) has loaded: only
    // this kind of event is signed here, and only with the key the page handed over.
    const event = key ? finalizeEvent(buildRelayAuthEvent(request.relay, request.challenge, request.createdAt), key.secretKey) : null;
    const response: AuthResponse = { auth: request.auth, event };
    // oxlint-disable-next-line unicorn/require-post-message-target-origin -- a worker answers its owner only
    self.postMessage(response);
    return;
  }
  if (request.type === 'preopen') {
    // Straight from the relay (the boot script reads, it does not check): checked when their turn comes.
    for (const wrap of request.wraps) ahead.push({ wrap, now: request.now });
    if (!pumping) openAhead();
    return;
  }
  const opening = request.wraps.map((wrap) => resultFor(wrap, request.now));
  // A backlog (the inbox's queue, or the boot script's wraps still to open ahead): the seals are checked once
  // it has been opened, so the newest messages show ~0.4 ms per wrap sooner, wherever they are in the queue.
  const deferSeals = request.more || ahead.length > 0;
  moreComing = request.more;
  clearTimeout(idleTimer);
  void Promise.all(opening).then((opened) => {
    if (!deferSeals) {
      answer({ batch: request.batch, results: opened.map(withSealChecked) });
      scheduleSealChecks();
      return;
    }
    answer({ batch: request.batch, results: opened.map(withoutSeal), sealsPending: true });
    sealChecks.push({ batch: request.batch, seals: opened.map((result) => (result.ok ? result.seal : undefined)), failed: [], next: 0 });
    scheduleSealChecks();
  });
});
