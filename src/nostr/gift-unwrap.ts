import { getEventHash } from 'nostr-tools/pure';

import { KIND } from '@/config/constants';

import { MAX_CHAT_SUBJECT, MAX_CHAT_TEXT, type ChatAbout, type ChatRumor } from './chat-message';
import { isEventShape, isHex64, type NostrEvent } from './event';
import { RELAY_DATA_LIMITS } from './event-limits';
import { parseListingAddress } from './listing-address';
import { repeatSignerVerifier } from './repeat-signer-verify';

/** NIP-44 v2 carries at most 65535 bytes of plaintext: base64 of that, padded, is under 90 000 characters. */
export const MAX_WRAP_CONTENT = 90_000;
/** More tags than this on a chat message is not a chat message. */
export const MAX_CHAT_TAGS = 50;
/**
 * A message dated further ahead than this is dropped (it would stay on top of the inbox forever): the same 15
 * minutes as every event from a relay (docs/architecture.md §5), for the rumor's own date inside the wrap.
 */
export const MAX_FUTURE_SKEW_SECONDS = RELAY_DATA_LIMITS.futureSeconds;

/** Decrypts NIP-44 ciphertext that `sender` encrypted to the reader (a signer's nip44.decrypt, or a key's). */
export type Nip44Decrypt = (sender: string, ciphertext: string) => Promise<string>;

/** A message read out of a wrap: who wrote it, who the other person is, what it says and what it is about. */
export interface UnwrappedMessage {
  rumor: ChatRumor;
  /** The other person of the conversation (the recipient for one's own copy, else the author). */
  peer: string;
  subject?: string;
  about?: ChatAbout;
}

export type UnwrapResult = { ok: true; message: UnwrappedMessage } | { ok: false; reason: string };

function fail(reason: string): { ok: false; reason: string } {
  return { ok: false, reason };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function isStringTags(tags: unknown): tags is string[][] {
  return Array.isArray(tags) && tags.length <= MAX_CHAT_TAGS && tags.every((tag) => Array.isArray(tag) && tag.length <= 10 && tag.every((part) => typeof part === 'string' && part.length <= 1000));
}

/** The rumor inside a seal, when it has the shape of an unsigned event; its id is checked against its content. */
function readRumor(value: unknown): ChatRumor | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const event = value as Record<string, unknown>;
  if (!isHex64(event.pubkey) || !Number.isSafeInteger(event.kind) || !Number.isSafeInteger(event.created_at) || (event.created_at as number) < 0) return undefined;
  if (typeof event.content !== 'string' || !isStringTags(event.tags)) return undefined;
  const template = { pubkey: event.pubkey, kind: event.kind as number, created_at: event.created_at as number, tags: event.tags, content: event.content };
  const id = getEventHash(template);
  if (event.id !== undefined && event.id !== id) return undefined;
  return { ...template, id };
}

function tagValue(tags: string[][], name: string): string[] | undefined {
  return tags.find((tag) => tag[0] === name && typeof tag[1] === 'string' && tag[1] !== '');
}

/**
 * A wrap opened down to its message, every check done but the seal's signature (`sealSignatureValid`): the
 * seal's content decrypting under NIP-44's MAC already shows that the seal's key (or the reader's own) wrote
 * it, so a reader with a backlog may show the message first and check the signature right after, taking the
 * message back if it fails (docs/architecture.md §18 *Seal checks after a backlog*).
 */
export type OpenedWrap = { ok: true; message: UnwrappedMessage; seal: NostrEvent } | { ok: false; reason: string };

/**
 * Reads one gift wrap addressed to `me` (NIP-17/NIP-59), or says why it was dropped: not a kind 1059 event
 * p-tagged to `me`; absurd size; a layer that does not decrypt or parse; a seal that is not kind 13 or
 * whose signature fails; an inner event that is not kind 14, whose id is wrong, whose author is not the
 * seal's signer (impersonation), that is not between `me` and exactly one other person (group chats are not
 * supported), that is too long or dated in the future. Never throws.
 */
export async function unwrapGiftWrap(wrap: unknown, me: string, decrypt: Nip44Decrypt, now: number): Promise<UnwrapResult> {
  return withSealChecked(await openGiftWrap(wrap, me, decrypt, now));
}

/** An opened wrap's result once its seal's signature is checked (the last check of `unwrapGiftWrap`). */
export function withSealChecked(opened: OpenedWrap): UnwrapResult {
  if (!opened.ok) return opened;
  return sealSignatureValid(opened.seal) ? { ok: true, message: opened.message } : fail('seal signature fails');
}

/** `unwrapGiftWrap` but for the seal's signature, which the caller checks (`sealSignatureValid`). Never throws. */
export async function openGiftWrap(wrap: unknown, me: string, decrypt: Nip44Decrypt, now: number): Promise<OpenedWrap> {
  if (!isEventShape(wrap) || wrap.kind !== KIND.giftWrap) return fail('not a gift wrap');
  const recipients = wrap.tags.filter((tag) => Array.isArray(tag) && tag[0] === 'p').map((tag) => tag[1]);
  if (!recipients.includes(me)) return fail('wrap is for someone else');
  if (wrap.content.length > MAX_WRAP_CONTENT) return fail('wrap too large');

  let sealJson: string;
  try {
    sealJson = await decrypt(wrap.pubkey, wrap.content);
  } catch {
    return fail('wrap does not decrypt');
  }
  const seal = parseJson(sealJson);
  if (!isEventShape(seal) || seal.kind !== KIND.seal) return fail('not a seal');
  if (seal.content.length > MAX_WRAP_CONTENT) return fail('seal too large');

  let rumorJson: string;
  try {
    rumorJson = await decrypt(seal.pubkey, seal.content);
  } catch {
    return fail('seal does not decrypt');
  }
  const rumor = readRumor(parseJson(rumorJson));
  if (!rumor) return fail('not an event inside the seal');
  if (rumor.kind !== KIND.chatMessage) return fail('not a chat message');
  if (rumor.pubkey !== seal.pubkey) return fail('seal signer is not the author');
  if (rumor.content.length > MAX_CHAT_TEXT) return fail('message too long');
  if (rumor.created_at > now + MAX_FUTURE_SKEW_SECONDS) return fail('message from the future');

  const others = [...new Set(rumor.tags.filter((tag) => tag[0] === 'p' && isHex64(tag[1])).map((tag) => tag[1]!))].filter((key) => key !== rumor.pubkey);
  let peer: string;
  if (rumor.pubkey === me) {
    if (others.length !== 1) return fail('not a conversation with one person');
    peer = others[0]!;
  } else {
    if (others.length !== 1 || others[0] !== me) return fail('not a conversation with me');
    peer = rumor.pubkey;
  }
  return { ok: true, message: { rumor, peer, ...metadataOf(rumor.tags) }, seal };
}

/** Whether a seal's id and Schnorr signature hold (the last check of `unwrapGiftWrap`). */
export function sealSignatureValid(seal: NostrEvent): boolean {
  return verifySeal(seal);
}

/**
 * A thread's seals are signed by its two people over and over: their keys' curve points are kept for the
 * life of this module (in the gift-wrap worker, the worker's), which makes each check about three times
 * cheaper than a generic one (repeat-signer-verify.ts).
 */
const verifySeal = repeatSignerVerifier();

function metadataOf(tags: string[][]): { subject?: string; about?: ChatAbout } {
  const result: { subject?: string; about?: ChatAbout } = {};
  const subject = tagValue(tags, 'subject')?.[1]?.trim();
  if (subject) result.subject = subject.slice(0, MAX_CHAT_SUBJECT);
  const address = tagValue(tags, 'a');
  if (address && parseListingAddress(address[1])) {
    result.about = { address: address[1]! };
    const relay = address[2];
    if (relay && /^wss?:\/\//i.test(relay)) result.about.relay = relay;
  }
  return result;
}
