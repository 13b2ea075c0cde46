import { getEventHash } from 'nostr-tools/pure';
import { naddrEncode } from 'nostr-tools/nip19';

import { KIND } from '@/config/constants';

import { parseListingAddress } from './listing-address';

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

/** `nostr:naddr1…` for a listing's address, with the relay hint, or undefined when it is not a listing's address. */
export function naddrUriOf(about: ChatAbout): string | undefined {
  const listing = parseListingAddress(about.address);
  if (!listing) return undefined;
  return `nostr:${naddrEncode({ kind: KIND.listing, pubkey: listing.pubkey, identifier: listing.d, relays: about.relay ? [about.relay] : [] })}`;
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
  if (input.about && parseListingAddress(input.about.address)) {
    tags.push(input.about.relay ? ['a', input.about.address, input.about.relay] : ['a', input.about.address]);
    const uri = naddrUriOf(input.about);
    if (uri && !content.includes(uri)) content = content === '' ? uri : `${content}\n\n${uri}`;
  }
  const template = { kind: KIND.chatMessage, pubkey: input.author, created_at: input.createdAt, tags, content };
  return { ...template, id: getEventHash(template) };
}
