import { decrypt, getConversationKey } from 'nostr-tools/nip44';

import { unwrapGiftWrap } from '@/nostr/gift-unwrap';

import type { UnwrapRequest, UnwrapResponse } from './unwrap-protocol';

/**
 * Opens gift wraps with the account's own key off the main thread (NIP-44 is ChaCha20 + HMAC + ECDH in pure
 * JS, and every message takes two of them plus a Schnorr check), so a 500-message inbox never blocks input.
 * Only used for key logins; extensions and bunkers decrypt through the signer.
 */
let key: { secretKey: Uint8Array; pubkey: string } | undefined;
const conversationKeys = new Map<string, Uint8Array>();

function decryptFrom(sender: string, ciphertext: string): Promise<string> {
  if (!key) return Promise.reject(new Error('no key'));
  let conversationKey = conversationKeys.get(sender);
  if (!conversationKey) {
    conversationKey = getConversationKey(key.secretKey, sender);
    // Wraps come from one-time keys: only seal senders (people) repeat, so the cache stays small in practice.
    if (conversationKeys.size > 2000) conversationKeys.clear();
    conversationKeys.set(sender, conversationKey);
  }
  return Promise.resolve(decrypt(ciphertext, conversationKey));
}

self.addEventListener('message', (message: MessageEvent<UnwrapRequest>) => {
  const request = message.data;
  if (request.type === 'key') {
    key = { secretKey: request.secretKey, pubkey: request.pubkey };
    conversationKeys.clear();
    return;
  }
  const me = key?.pubkey ?? '';
  void Promise.all(request.wraps.map((wrap) => unwrapGiftWrap(wrap, me, decryptFrom, request.now))).then((results) => {
    const response: UnwrapResponse = { batch: request.batch, results };
    // oxlint-disable-next-line unicorn/require-post-message-target-origin -- a worker answers its owner only
    self.postMessage(response);
  });
});
