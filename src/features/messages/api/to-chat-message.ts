import type { UnwrappedMessage } from '@/nostr/gift-unwrap';
import { acceptRelayUrl, relayPolicyFor } from '@/nostr/relay-list';

import type { ChatMessage } from './message-types';

/** A message opened from a gift wrap (or just sent) as the inbox keeps it. */
export function toChatMessage(unwrapped: UnwrappedMessage, me: string): ChatMessage {
  const { rumor, peer, subject, about } = unwrapped;
  const mine = rumor.pubkey === me;
  const message: ChatMessage = { id: rumor.id, from: rumor.pubkey, to: mine ? peer : me, content: rumor.content, createdAt: rumor.created_at, mine };
  if (subject !== undefined) message.subject = subject;
  if (about !== undefined) {
    // The relay hint comes from someone else's message: only one this page may contact is kept.
    const relay = about.relay === undefined ? undefined : acceptRelayUrl(about.relay, relayPolicyFor(globalThis.location));
    message.about = relay === undefined ? { address: about.address } : { address: about.address, relay };
  }
  return message;
}
