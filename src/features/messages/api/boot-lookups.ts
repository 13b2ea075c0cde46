import { KIND } from '@/config/constants';
import type { BootRequest, UnverifiedBootEvent } from '@/features/relay/public';
import { giftWrapsFilter, newestOfKindFilter } from '@/nostr/account-filters';
import { bech32Bytes } from '@/nostr/bech32';
import { parseDmRelayList } from '@/nostr/dm-relay-list';
import { relayPolicyFor, type RelayUrlPolicy } from '@/nostr/relay-list';

import { MESSAGES_PATH } from '../components/messages-paths';

/**
 * A messages address opened directly (docs/architecture.md §10, boot lookups): the boot script asks the read
 * relays for what the page asks first, before the app has loaded, and the app's queries take the answers
 * over (same filters, account-filters.ts): the account's relay list (10002) and DM relay list (10050), and
 * on a conversation's address the other person's DM relay list, profile and relay list. Once the account's DM
 * relay list arrives, the inbox's gift-wrap subscription goes to the relays it names that are already open
 * (the read relays), so the NIP-42 AUTH that a relay asks for it is settled before the app subscribes.
 */

const OWN_DM_RELAYS_REQUEST = 'boot-own-dm-relays';
export const INBOX_BOOT_REQUEST = 'boot-inbox';

const hex = (bytes: Uint8Array) => Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');

/** The other person of `/messages/<npub>` (hex), undefined on the inbox or a malformed address. */
export function threadPeerOf(pathname: string): string | undefined {
  const [, npub, extra] = pathname.slice(MESSAGES_PATH.length).split('/');
  const bytes = extra === undefined && npub !== undefined ? bech32Bytes(npub.toLowerCase(), 'npub') : undefined;
  return bytes?.length === 32 ? hex(bytes) : undefined;
}

/** The boot REQs of a messages address for the account `me` (hex), in the order the page needs them. */
export function messagesBootRequests(me: string, pathname: string): BootRequest[] {
  const requests: BootRequest[] = [
    { id: 'boot-own-relays', filters: [newestOfKindFilter(KIND.relayList, me)] },
    { id: OWN_DM_RELAYS_REQUEST, filters: [newestOfKindFilter(KIND.dmRelayList, me)] },
  ];
  const peer = threadPeerOf(pathname);
  if (peer !== undefined && peer !== me) {
    requests.push(
      { id: 'boot-peer-dm-relays', filters: [newestOfKindFilter(KIND.dmRelayList, peer)] },
      { id: 'boot-peer-profile', filters: [newestOfKindFilter(KIND.profile, peer)] },
      { id: 'boot-peer-relays', filters: [newestOfKindFilter(KIND.relayList, peer)] },
    );
  }
  return requests;
}

/** The inbox's boot REQ is watched for this many wraps at most (the app reads them all). */
const PREOPEN_WATCHED = 5_000;

/**
 * Watches the answer to the account's DM relay list lookup and sends the inbox's subscription to each relay
 * it names with `send` (sendEarlyRequest: only sockets the boot script has open); then hands each wrap that
 * subscription brings to `preopen` (the gift-wrap worker starts opening it). Nothing here is verified: a
 * forged list can at most have a read relay that is open anyway asked for the account's own gift wraps (the
 * app verifies the list, subscribes where it says, and closes a boot REQ it does not take over), and the
 * worker checks every wrap as it would the app's.
 */
export function watchInbox(
  me: string,
  send: (url: string, request: BootRequest) => boolean,
  preopen: (wrap: unknown) => void,
  policy: RelayUrlPolicy = relayPolicyFor(window.location),
): UnverifiedBootEvent {
  let listed = false;
  let wraps = 0;
  return (subscriptionId, event) => {
    if (subscriptionId === INBOX_BOOT_REQUEST) {
      preopen(event);
      wraps += 1;
      return wraps < PREOPEN_WATCHED;
    }
    if (subscriptionId !== OWN_DM_RELAYS_REQUEST || listed) return true;
    if (typeof event !== 'object' || event === null) return true;
    const { kind, pubkey, tags } = event as { kind?: unknown; pubkey?: unknown; tags?: unknown };
    if (kind !== KIND.dmRelayList || pubkey !== me || !Array.isArray(tags)) return true;
    listed = true;
    const request: BootRequest = { id: INBOX_BOOT_REQUEST, filters: [giftWrapsFilter(me)] };
    for (const url of parseDmRelayList({ kind, tags: tags as string[][] }, policy)) send(url, request);
    return true;
  };
}
