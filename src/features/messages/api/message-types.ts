/**
 * The shapes the messages feature hands to its screens (docs/architecture.md §18). Everything here
 * comes out of a decrypted, validated NIP-17 chat message (kind 14); nothing in it is trusted markup.
 */

/** The listing a message is about: its `a` address (`30402:<pubkey>:<d>`) and the relay hint, if any. */
export interface MessageAbout {
  address: string;
  relay?: string;
}

/** One decrypted chat message (the inner kind 14 "rumor" of a gift wrap). */
export interface ChatMessage {
  /** The rumor's id (the same for the recipient's copy and the sender's own copy). */
  id: string;
  /** Hex pubkey of the author (checked against the seal's signer). */
  from: string;
  /** Hex pubkey of the other person (the first `p` tag that is not the author). */
  to: string;
  /** Plain text; render as inert text with safe links, like comments. */
  content: string;
  /** The rumor's created_at, in seconds (the real time; only the wrap's time is randomised). */
  createdAt: number;
  /** The `subject` tag (Carstr puts the listing title there). */
  subject?: string;
  /** The listing this message is about (its `a` tag). */
  about?: MessageAbout;
  /** Whether the signed-in account wrote it. */
  mine: boolean;
}

/** Every message between the signed-in account and one other person. */
export interface Conversation {
  /** Hex pubkey of the other person. */
  peer: string;
  /** Oldest first. */
  messages: ChatMessage[];
  /** The newest message. */
  last: ChatMessage;
  /** The listing the latest message that names one is about. */
  about?: MessageAbout & { subject?: string };
  /** How many of the peer's messages are newer than the last time this thread was opened. */
  unread: number;
}

/** One relay's answer to one gift wrap. */
export type WrapRelayResult = { relay: string; ok: true } | { relay: string; ok: false; reason: string };

/** What a send did: the rumor (as a ChatMessage) and each relay's answer for the recipient's and the own copy. */
export interface SendReport {
  message: ChatMessage;
  /** The recipient's wrap, to the recipient's 10050 relays. At least one accepted, or send rejects. */
  recipient: WrapRelayResult[];
  /** The sender's own copy, to the sender's 10050 relays (failures here do not reject). */
  self: WrapRelayResult[];
}

/** What the send form passes as the listing a message is about. */
export interface SendAbout {
  address: string;
  relay?: string;
  title: string;
}
