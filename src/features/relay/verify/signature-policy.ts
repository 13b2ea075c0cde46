import { KIND } from '@/config/constants';
import type { NostrEvent } from '@/nostr/event';

/**
 * Whether an event's Schnorr signature is checked, or only its id (the hash of its content). A gift wrap's
 * (kind 1059, NIP-59) signature is by a random one-time key: it proves nothing about who wrote it, and
 * whoever changes its content cannot make it decrypt (NIP-44's MAC) nor forge the seal's signature inside,
 * which is checked when the wrap is opened (src/nostr/gift-unwrap.ts). Its id is still checked, so a wrap
 * is known by an id that matches its content. Checking 500 wraps' signatures cost ~1 s of CPU.
 */
export function checksSignature(event: Pick<NostrEvent, 'kind'>): boolean {
  return event.kind !== KIND.giftWrap;
}
