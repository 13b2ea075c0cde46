import { NSecSigner } from '@nostrify/nostrify';
import { finalizeEvent, type NostrEvent } from 'nostr-tools/pure';

import { buildChatRumor } from '../../src/nostr/chat-message';
import { buildDmRelayListEvent } from '../../src/nostr/dm-relay-list';
import { wrapChatMessage } from '../../src/nostr/gift-wrap';
import { listingAddress } from '../../src/nostr/listing-address';
import { demoListingId } from './build-demo-events';
import { DEMO_LISTINGS } from './demo-listings';
import { DEMO_PEOPLE, demoPublicKey, demoSecretKey, type PersonId } from './demo-people';

/**
 * Private messages in the demo (issue 14): every demo person has a NIP-17 DM relay list (kind 10050) naming
 * the embedded relay, so anyone can message them, and the Stockholm dealer (seller-1, whose key README.md
 * gives as a demo-only login) has a conversation with Lena about the Volvo XC90, wrapped exactly as the
 * app wraps (kind 14 in a kind 13 seal in kind 1059 gift wraps, one for each side).
 */

/** The seller whose inbox the demo shows. */
export const DEMO_INBOX_OWNER: PersonId = 'seller-1';
const BUYER: PersonId = 'commenter-1';
const LISTING_KEY = 'volvo-xc90-2021';

interface DemoMessage {
  from: PersonId;
  /** Hours before the seed's base time. */
  hoursAgo: number;
  text: string;
}

const CONVERSATION: readonly DemoMessage[] = [
  { from: BUYER, hoursAgo: 50, text: 'Hi Anders! Is the XC90 still available? I am looking for a seven-seater for our family.' },
  { from: DEMO_INBOX_OWNER, hoursAgo: 47, text: 'Hi Lena, yes it is. It was serviced in March and the winter tyres on alloys come with it.' },
  { from: BUYER, hoursAgo: 26, text: 'Great. How is the electric range in winter? We mostly drive short distances in town.' },
  { from: DEMO_INBOX_OWNER, hoursAgo: 25, text: 'Around 35 km in January, closer to 50 km in summer. The last owner charged it at home every night.' },
  { from: BUYER, hoursAgo: 3, text: 'Could I come for a test drive on Saturday morning, around 10?' },
];

/** Kind 10050 lists for every demo person, naming `relayUrl`. */
export function buildDemoDmRelayLists(relayUrl: string, createdAt: number): NostrEvent[] {
  return DEMO_PEOPLE.map((person) => finalizeEvent(buildDmRelayListEvent([relayUrl], createdAt), demoSecretKey(person.id)));
}

/** The gift wraps of the demo conversation: for each message, the recipient's wrap and the author's own copy. */
export async function buildDemoConversation(relayUrl: string, now: number): Promise<NostrEvent[]> {
  const listing = DEMO_LISTINGS.find((candidate) => candidate.key === LISTING_KEY);
  if (!listing || listing.seller !== DEMO_INBOX_OWNER) throw new Error(`Demo conversation needs ${LISTING_KEY} by ${DEMO_INBOX_OWNER}`);
  const about = { address: listingAddress({ pubkey: demoPublicKey(DEMO_INBOX_OWNER), d: demoListingId(listing) }), relay: relayUrl };
  const wraps: NostrEvent[] = [];
  for (const [index, message] of CONVERSATION.entries()) {
    const to = message.from === BUYER ? DEMO_INBOX_OWNER : BUYER;
    const createdAt = now - Math.round(message.hoursAgo * 3600);
    // The first message names the car, as "Message Seller" does; the rest are plain replies.
    const rumor = buildChatRumor({
      author: demoPublicKey(message.from),
      recipient: demoPublicKey(to),
      text: message.text,
      createdAt,
      ...(index === 0 ? { subject: listing.title, about } : {}),
    });
    const wrapped = await wrapChatMessage(new NSecSigner(demoSecretKey(message.from)), rumor, demoPublicKey(to), createdAt);
    wraps.push(wrapped.recipient, wrapped.self);
  }
  return wraps;
}
