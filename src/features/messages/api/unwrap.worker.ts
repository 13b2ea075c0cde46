import { decrypt } from 'nostr-tools/nip44';
import { verifyEvent } from 'nostr-tools/pure';

import { unwrapGiftWrap } from '@/nostr/gift-unwrap';
import { ownKeyConversationKeys } from '@/nostr/own-key-ecdh';

import type { UnwrapRequest, UnwrapResponse } from './unwrap-protocol';

/**
 * Opens gift wraps with the account's own key off the main thread (NIP-44 is ChaCha20 + HMAC + ECDH in pure
 * JS, and every message takes two of them plus a Schnorr check), so a 500-message inbox never blocks input.
 * Only used for key logins; extensions and bunkers decrypt through the signer.
 */
let key: { pubkey: string; conversationKey: (pubkey: string) => Uint8Array } | undefined;

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
    key = { pubkey: request.pubkey, conversationKey: ownKeyConversationKeys(request.secretKey) };
    conversationKeys.clear();
    // The own copies' seals are sealed to oneself: that conversation key is needed for half of a thread.
    conversationKeyWith(request.pubkey);
    return;
  }
  const me = key?.pubkey ?? '';
  void Promise.all(request.wraps.map((wrap) => unwrapGiftWrap(wrap, me, decryptFrom, request.now))).then((results) => {
    const response: UnwrapResponse = { batch: request.batch, results };
    // oxlint-disable-next-line unicorn/require-post-message-target-origin -- a worker answers its owner only
    self.postMessage(response);
  });
});
