import { NSecSigner } from '@nostrify/nostrify';
import { decrypt, getConversationKey } from 'nostr-tools/nip44';
import * as nip17 from 'nostr-tools/nip17';
import * as nip59 from 'nostr-tools/nip59';
import { verifyEvent } from 'nostr-tools/pure';
import { describe, expect, it } from 'vitest';

import { KIND } from '@/config/constants';

import { newKeys } from '@testing/test-keys';
import { buildChatRumor, naddrUriOf } from './chat-message';
import { unwrapGiftWrap } from './gift-unwrap';
import { wrapChatMessage } from './gift-wrap';

/**
 * Issue 14, "Done when": the app's NIP-17 code against an independent implementation (nostr-tools' nip17 and
 * nip59), both ways.
 */
const buyer = newKeys();
const seller = newKeys();
const ADDRESS = `${KIND.listing}:${seller.pubkey}:camry-2019`;
const RELAY = 'wss://relay.example.com';
const now = () => Math.floor(Date.now() / 1000);

describe('NIP-17 interop with nostr-tools', () => {
  it('a message the app wraps opens with nostr-tools to the same text and tags, for the recipient and the own copy', async () => {
    const rumor = buildChatRumor({ author: buyer.pubkey, recipient: seller.pubkey, text: 'Hi! Is the 2019 Camry still available?', createdAt: now(), subject: '2019 Toyota Camry', about: { address: ADDRESS, relay: RELAY } });
    const wraps = await wrapChatMessage(new NSecSigner(buyer.secretKey), rumor, seller.pubkey, now());

    const forSeller = nip17.unwrapEvent(wraps.recipient, seller.secretKey);
    expect(forSeller.kind).toBe(KIND.chatMessage);
    expect(forSeller.pubkey).toBe(buyer.pubkey);
    expect(forSeller.id).toBe(rumor.id);
    expect(forSeller.content).toBe(`Hi! Is the 2019 Camry still available?\n\n${naddrUriOf({ address: ADDRESS, relay: RELAY })}`);
    expect(forSeller.tags).toEqual([['p', seller.pubkey], ['subject', '2019 Toyota Camry'], ['a', ADDRESS, RELAY]]);
    expect(forSeller.created_at).toBe(rumor.created_at);

    const ownCopy = nip59.unwrapEvent(wraps.self, buyer.secretKey);
    expect(ownCopy).toEqual(forSeller);

    // The seal inside is kind 13, signed by the buyer, with no tags (NIP-59), and the wrap is p-tagged.
    const seal = JSON.parse(decrypt(wraps.recipient.content, getConversationKey(seller.secretKey, wraps.recipient.pubkey))) as Parameters<typeof verifyEvent>[0];
    expect(seal.kind).toBe(KIND.seal);
    expect(seal.pubkey).toBe(buyer.pubkey);
    expect(seal.tags).toEqual([]);
    expect(verifyEvent(seal)).toBe(true);
    expect(wraps.recipient.tags).toEqual([['p', seller.pubkey]]);
  });

  it('a message nostr-tools wraps reads in the app, with its subject', async () => {
    const wrap = nip17.wrapEvent(seller.secretKey, { publicKey: buyer.pubkey, relayUrl: RELAY }, 'Yes, come see it on Saturday.', 'Re: 2019 Toyota Camry');
    const result = await unwrapGiftWrap(wrap, buyer.pubkey, (sender, ciphertext) => Promise.resolve(decrypt(ciphertext, getConversationKey(buyer.secretKey, sender))), now());
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const expected = nip17.unwrapEvent(wrap, buyer.secretKey);
    expect(result.message.rumor).toEqual({ id: expected.id, pubkey: seller.pubkey, kind: KIND.chatMessage, created_at: expected.created_at, tags: expected.tags, content: 'Yes, come see it on Saturday.' });
    expect(result.message.peer).toBe(seller.pubkey);
    expect(result.message.subject).toBe('Re: 2019 Toyota Camry');

    // A third key cannot read it.
    const eve = newKeys();
    expect((await unwrapGiftWrap(wrap, eve.pubkey, (sender, ciphertext) => Promise.resolve(decrypt(ciphertext, getConversationKey(eve.secretKey, sender))), now())).ok).toBe(false);
  });
});
