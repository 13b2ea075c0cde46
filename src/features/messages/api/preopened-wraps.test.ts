import { NSecSigner } from '@nostrify/nostrify';
import { generateSecretKey, getPublicKey } from 'nostr-tools';
import { decrypt, getConversationKey } from 'nostr-tools/nip44';
import { getEventHash } from 'nostr-tools/pure';
import { describe, expect, it } from 'vitest';

import { buildChatRumor } from '@/nostr/chat-message';
import type { NostrEvent } from '@/nostr/event';
import { openGiftWrap, type OpenedWrap } from '@/nostr/gift-unwrap';
import { wrapChatMessage } from '@/nostr/gift-wrap';

import { PreopenedWraps } from './preopened-wraps';

const meKey = generateSecretKey();
const me = getPublicKey(meKey);
const friendKey = generateSecretKey();
const attackerKey = generateSecretKey();
const NOW = 1_750_000_000;

const decryptFrom = (sender: string, ciphertext: string) => Promise.resolve(decrypt(ciphertext, getConversationKey(meKey, sender)));
const open = (wrap: NostrEvent) => openGiftWrap(wrap, me, decryptFrom, NOW + 60);
const textOf = async (result: Promise<OpenedWrap> | undefined) => {
  const opened = await result;
  return opened?.ok === true ? opened.message.rumor.content : undefined;
};

async function wrapTo(from: Uint8Array, text: string): Promise<NostrEvent> {
  const rumor = buildChatRumor({ author: getPublicKey(from), recipient: me, text, createdAt: NOW });
  return (await wrapChatMessage(new NSecSigner(from), rumor, me, NOW)).recipient;
}

/** The worker's cache, with the relay layer's id check for gift wraps. */
const cache = () => new PreopenedWraps<OpenedWrap>((wrap) => getEventHash(wrap) === wrap.id, 100);

/**
 * A real wrap from a friend, and a forgery: the attacker's own wrap to the user (it decrypts: anyone may write
 * to them) under the real wrap's id. Keyed by the id it claims, it would open as the attacker's text where the
 * friend's message belongs.
 */
async function realAndForged(): Promise<{ real: NostrEvent; forged: NostrEvent }> {
  const real = await wrapTo(friendKey, 'Is the car still for sale?');
  const attackers = await wrapTo(attackerKey, 'Send the deposit to this address instead');
  return { real, forged: { ...attackers, id: real.id } };
}

describe('PreopenedWraps: gift wraps matched by what they are', () => {
  it('keeps a real wrap opened ahead; a forged one reusing its id neither replaces it nor is handed over as it', async () => {
    const { real, forged } = await realAndForged();
    expect(await textOf(open(forged))).toBe('Send the deposit to this address instead');
    const wraps = cache();
    expect(wraps.wants(real)).toBe(true);
    wraps.keep(real, open(real));
    expect(wraps.wants(forged)).toBe(false);
    // The forged copy in a batch gets no cached result: the worker opens it for what it is.
    expect(wraps.take(forged)).toBeUndefined();
    expect(await textOf(wraps.take(real))).toBe('Is the car still for sale?');
  });

  it('never keeps a forged wrap that came first, so the real one is opened and shown', async () => {
    const { real, forged } = await realAndForged();
    const wraps = cache();
    expect(wraps.wants(forged)).toBe(false);
    expect(wraps.wants(real)).toBe(true);
    wraps.keep(real, open(real));
    expect(await textOf(wraps.take(real))).toBe('Is the car still for sale?');
  });

  it('hands over only the same event, signature included, and each result once', async () => {
    const { real } = await realAndForged();
    const wraps = cache();
    wraps.keep(real, open(real));
    const otherSignature = { ...real, sig: real.sig.replace(/.$/, (digit) => (digit === '0' ? '1' : '0')) };
    expect(wraps.take(otherSignature)).toBeUndefined();
    expect(await textOf(wraps.take(real))).toBe('Is the car still for sale?');
    expect(wraps.take(real)).toBeUndefined();
    // Handed over: the boot script's later copy is not opened again.
    expect(wraps.wants(real)).toBe(false);
  });

  it('skips what is not an event, and starts afresh for another account', async () => {
    const { real } = await realAndForged();
    const wraps = cache();
    expect(wraps.wants({ ...real, id: 'not-an-id' })).toBe(false);
    expect(wraps.wants({ id: real.id } as NostrEvent)).toBe(false);
    wraps.keep(real, open(real));
    wraps.clear();
    expect(wraps.take(real)).toBeUndefined();
  });
});
