import { getEventHash } from 'nostr-tools/pure';
import { naddrEncode } from 'nostr-tools/nip19';

import { KIND } from '@/config/constants';

import { isHex64 } from './event';

/** NIP-17: a chat message is never signed (deniability); it travels sealed and wrapped. */
export interface ChatRumor {
  id: string;
  pubkey: string;
  kind: number;
  created_at: number;
  tags: string[][];
  content: string;
}

/** The listing a message is about: an `a` address (`30402:<pubkey>:<d>`) and an optional relay hint. */
export interface ChatAbout {
  address: string;
  relay?: string;
}

export interface ChatMessageInput {
  /** Hex pubkey of the author. */
  author: string;
  /** Hex pubkey of the recipient. */
  recipient: string;
  text: string;
  createdAt: number;
  /** NIP-17 `subject` (Carstr: the listing's title). */
  subject?: string;
  about?: ChatAbout;
}

/** The longest message text accepted, sent or received (characters). */
export const MAX_CHAT_TEXT = 20_000;
/** The longest subject kept. */
export const MAX_CHAT_SUBJECT = 300;

const ADDRESS = /^(\d{1,10}):([0-9a-f]{64}):(.{0,200})$/s;

/** The parts of an `a` address (`<kind>:<pubkey>:<d>`), or undefined when it is not one. */
export function parseAddress(address: string): { kind: number; pubkey: string; identifier: string } | undefined {
  const match = ADDRESS.exec(address);
  if (!match) return undefined;
  const kind = Number(match[1]);
  return Number.isSafeInteger(kind) && isHex64(match[2]) ? { kind, pubkey: match[2]!, identifier: match[3]! } : undefined;
}

/** `nostr:naddr1…` for an address, with the relay hint, or undefined when the address is malformed. */
export function naddrUriOf(about: ChatAbout): string | undefined {
  const parts = parseAddress(about.address);
  if (!parts) return undefined;
  return `nostr:${naddrEncode({ ...parts, relays: about.relay ? [about.relay] : [] })}`;
}

/**
 * The kind 14 rumor for one message (NIP-17): `p` for the recipient, `subject` when given, and for a
 * listing an `a` tag (with the relay hint) plus the listing's `nostr:naddr…` at the end of the text when the
 * text does not name it yet, so any NIP-17 client shows which car it is about. The id is computed; no sig.
 */
export function buildChatRumor(input: ChatMessageInput): ChatRumor {
  const tags: string[][] = [['p', input.recipient]];
  let content = input.text;
  const subject = input.subject?.trim().slice(0, MAX_CHAT_SUBJECT);
  if (subject) tags.push(['subject', subject]);
  if (input.about && parseAddress(input.about.address)) {
    tags.push(input.about.relay ? ['a', input.about.address, input.about.relay] : ['a', input.about.address]);
    const uri = naddrUriOf(input.about);
    if (uri && !content.includes(uri)) content = content === '' ? uri : `${content}\n\n${uri}`;
  }
  const template = { kind: KIND.chatMessage, pubkey: input.author, created_at: input.createdAt, tags, content };
  return { ...template, id: getEventHash(template) };
}
