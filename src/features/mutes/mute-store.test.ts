import { finalizeEvent, generateSecretKey, getPublicKey, nip04, nip44, type NostrEvent } from 'nostr-tools';
import { describe, expect, it, vi } from 'vitest';

import { KIND } from '@/config/constants';
import { ListNotWritableError, PrivateListStore } from '@/features/private-lists/public';
import type { EventTemplate } from '@/nostr/event';
import { muteEntries } from '@/nostr/mute-list';
import type { SelfCipher } from '@/nostr/self-encrypted';

import { pairCiphers } from './mute-cipher';
import { muteListAdapter, publicEntriesOfUnreadable } from './mute-store';

const secret = generateSecretKey();
const me = getPublicKey(secret);
const SELLER = 'b'.repeat(64);
const conversationKey = nip44.getConversationKey(secret, me);

const toolsNip44 = (): SelfCipher => ({
  encrypt: async (plaintext) => nip44.encrypt(plaintext, conversationKey),
  decrypt: async (payload) => nip44.decrypt(payload, conversationKey),
});
const toolsNip04: SelfCipher = {
  encrypt: async (plaintext) => nip04.encrypt(secret, me, plaintext),
  decrypt: async (payload) => nip04.decrypt(secret, me, payload),
};

const FOREIGN_PUBLIC = [['t', 'bitcoin'], ['word', 'spam'], ['x-client', 'kept', 'extra']];
const FOREIGN_PRIVATE = [['p', 'c'.repeat(64)], ['word', 'wire transfer'], ['unknown']];

function muteList(tags: string[][], content: string): NostrEvent {
  return finalizeEvent({ kind: KIND.muteList, created_at: 1_700_000_000, tags, content }, secret);
}

/** An account whose relays hold `event`; what the store publishes is kept. `withNip04`: the signer still has NIP-04. */
function account(event: NostrEvent | null, withNip04 = true) {
  const published: EventTemplate[] = [];
  const publish = vi.fn(async (template: EventTemplate) => {
    published.push(template);
    return finalizeEvent(template, secret);
  });
  const store = new PrivateListStore(muteListAdapter);
  const cipher = pairCiphers(toolsNip44(), withNip04 ? toolsNip04 : undefined);
  const access = {
    pubkey: me,
    cipher: async () => cipher,
    read: async () => (event === null ? { state: 'none' as const } : { state: 'found' as const, event }),
    publish,
  };
  return { store, access, published, publish };
}

const mute = { type: 'mute' as const, target: { type: 'pubkey' as const, value: SELLER } };

describe('the mute list store', () => {
  it("adds a mute privately (NIP-44) and keeps every other client's item, public and private, in order", async () => {
    const { store, access, published } = account(muteList(FOREIGN_PUBLIC, nip44.encrypt(JSON.stringify(FOREIGN_PRIVATE), conversationKey)));
    await store.connectAccount(access, false);
    expect(store.getState().status).toBe('ready');
    await store.edit(mute);
    const [template] = published;
    expect(template!.tags).toEqual(FOREIGN_PUBLIC);
    expect(template!.content).not.toContain(SELLER);
    expect(JSON.parse(nip44.decrypt(template!.content, conversationKey))).toEqual([...FOREIGN_PRIVATE, ['p', SELLER]]);
  });

  it("reads a NIP-04 list (an older client's) and writes it back in NIP-04, every item kept", async () => {
    const { store, access, published } = account(muteList(FOREIGN_PUBLIC, nip04.encrypt(secret, me, JSON.stringify(FOREIGN_PRIVATE))));
    await store.connectAccount(access, false);
    expect(store.getState().status).toBe('ready');
    expect(muteEntries(store.getState().value.items).map((entry) => entry.value)).toContain('wire transfer');
    await store.edit(mute);
    const content = published[0]!.content;
    expect(content).toContain('?iv=');
    expect(JSON.parse(nip04.decrypt(secret, me, content))).toEqual([...FOREIGN_PRIVATE, ['p', SELLER]]);
  });

  it('never writes a list it cannot decrypt (NIP-04 without a NIP-04 signer, or garbage); its public items still mute', async () => {
    for (const [content, withNip04] of [
      [nip04.encrypt(secret, me, JSON.stringify(FOREIGN_PRIVATE)), false],
      [nip44.encrypt(JSON.stringify(FOREIGN_PRIVATE), nip44.getConversationKey(generateSecretKey(), me)), true],
      ['not a ciphertext at all', true],
    ] as const) {
      const { store, access, publish } = account(muteList(FOREIGN_PUBLIC, content), withNip04);
      await store.connectAccount(access, false);
      expect(store.getState().status).toBe('unreadable');
      await expect(store.edit(mute)).rejects.toBeInstanceOf(ListNotWritableError);
      expect(publish).not.toHaveBeenCalled();
      expect(publicEntriesOfUnreadable(me)?.map((entry) => entry.value)).toEqual(['bitcoin', 'spam']);
    }
  });

  it('reads and edits a list of 10 000 items', async () => {
    // As many private items as one NIP-44 payload holds comfortably; the rest public.
    const publicTags = Array.from({ length: 8_000 }, (_, index) => ['p', index.toString(16).padStart(64, '0')]);
    const privateTags = Array.from({ length: 2_000 }, (_, index) => ['word', `word${index}`]);
    const { store, access, published } = account(muteList(publicTags, nip44.encrypt(JSON.stringify(privateTags), conversationKey)));
    await store.connectAccount(access, false);
    expect(muteEntries(store.getState().value.items)).toHaveLength(10_000);
    await store.edit(mute);
    expect(published[0]!.tags).toEqual(publicTags);
    expect(JSON.parse(nip44.decrypt(published[0]!.content, conversationKey))).toEqual([...privateTags, ['p', SELLER]]);
  });

  it('starts an empty list when the relays hold none', async () => {
    const { store, access, published } = account(null);
    await store.connectAccount(access, false);
    await store.edit(mute);
    expect(published[0]!.tags).toEqual([]);
    expect(JSON.parse(nip44.decrypt(published[0]!.content, conversationKey))).toEqual([['p', SELLER]]);
  });
});
