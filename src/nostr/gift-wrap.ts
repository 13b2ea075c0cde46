import type { NostrSigner } from '@nostrify/nostrify';
import { encrypt, getConversationKey } from 'nostr-tools/nip44';
import { finalizeEvent, generateSecretKey } from 'nostr-tools/pure';

import { KIND } from '@/config/constants';

import type { ChatRumor } from './chat-message';
import type { NostrEvent } from './event';
import { Nip44Unsupported } from './nip44-unsupported';

/** NIP-59: seals and wraps carry a created_at up to two days in the past, so relays cannot time a message. */
export const GIFT_WRAP_TIME_JITTER_SECONDS = 2 * 24 * 60 * 60;

/** What sealing needs of a signer: its key, signing and NIP-44 (a key, a NIP-07 extension or a bunker). */
export type SealSigner = Pick<NostrSigner, 'getPublicKey' | 'signEvent' | 'nip44'>;


/** A time up to two days before `now` (seconds), for seals and wraps. */
export function randomPastTime(now: number, random: () => number = Math.random): number {
  return now - Math.floor(random() * GIFT_WRAP_TIME_JITTER_SECONDS);
}

/**
 * NIP-59 seal (kind 13): the rumor as JSON, NIP-44 encrypted by the author's signer to `recipient`, signed
 * by the author, no tags, a randomised time. The signer's key must be the rumor's author.
 */
export async function sealRumor(signer: SealSigner, rumor: ChatRumor, recipient: string, now: number): Promise<NostrEvent> {
  if (!signer.nip44) throw new Nip44Unsupported();
  const content = await signer.nip44.encrypt(recipient, JSON.stringify(rumor));
  return signer.signEvent({ kind: KIND.seal, content, tags: [], created_at: randomPastTime(now) });
}

/**
 * NIP-59 gift wrap (kind 1059): the seal as JSON, NIP-44 encrypted by a fresh one-time key to `recipient`,
 * p-tagged to them and signed by that one-time key, with a randomised time. The key is dropped afterwards.
 */
export function wrapSeal(seal: NostrEvent, recipient: string, now: number): NostrEvent {
  const oneTimeKey = generateSecretKey();
  const content = encrypt(JSON.stringify(seal), getConversationKey(oneTimeKey, recipient));
  return finalizeEvent({ kind: KIND.giftWrap, content, tags: [['p', recipient]], created_at: randomPastTime(now) }, oneTimeKey);
}

/** The two wraps of one message: one for the recipient, one for the author's own copy (NIP-17). */
export interface WrappedMessage {
  recipient: NostrEvent;
  self: NostrEvent;
}

/** Seals `rumor` to its recipient and to its author and wraps each seal for its reader. */
export async function wrapChatMessage(signer: SealSigner, rumor: ChatRumor, recipient: string, now: number): Promise<WrappedMessage> {
  const author = rumor.pubkey;
  const toRecipient = await sealRumor(signer, rumor, recipient, now);
  const toSelf = await sealRumor(signer, rumor, author, now);
  if (toRecipient.pubkey !== author || toSelf.pubkey !== author) throw new Error('The signer signed with another key than the message author');
  return { recipient: wrapSeal(toRecipient, recipient, now), self: wrapSeal(toSelf, author, now) };
}
