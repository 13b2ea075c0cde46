import { KIND } from '@/config/constants';

import { RELAY_AUTH_KIND } from './relay-auth-event';

/**
 * Every event kind Carstr asks a signer to sign, for the NIP-46 permissions it requests when connecting
 * (bunker:// and nostrconnect://), so a remote signer can approve them once instead of prompting per kind.
 * A feature that starts signing a new kind adds it here; a signer that was not asked for it may refuse it.
 */
export const SIGNED_KINDS: readonly number[] = [
  KIND.profile, // NIP-01
  KIND.deletion, // of a listing or comment (NIP-09)
  KIND.seal, // NIP-17 seal around a private message
  KIND.comment, // NIP-22
  KIND.relayList, // NIP-65
  KIND.bookmarkList, // favourite listings (NIP-51)
  KIND.muteList, // mutes (NIP-51)
  KIND.dmRelayList, // relays for private messages (NIP-17)
  KIND.blossomServers, // Blossom media server list (BUD-03)
  RELAY_AUTH_KIND, // relay authentication (NIP-42)
  KIND.uploadAuth, // Blossom upload authorization (BUD-01)
  KIND.appData, // settings kept on relays (NIP-78)
  KIND.listing, // NIP-99
  KIND.contactList, // follows (NIP-02)
  KIND.report, // reports of a listing or seller (NIP-56)
];

/**
 * The `perms` of a NIP-46 connection: signing of {@link SIGNED_KINDS} and NIP-44 encryption, which private
 * messages and encrypted favourites use through the signer.
 */
export const NIP46_PERMISSIONS: readonly string[] = [
  ...SIGNED_KINDS.map((kind) => `sign_event:${kind}`),
  'nip44_encrypt',
  'nip44_decrypt',
  // A mute list another client encrypted with NIP-04 is read (and written back) with it (NIP-51).
  'nip04_encrypt',
  'nip04_decrypt',
];

export interface NostrConnectParams {
  /** Public key of the client's one-time NIP-46 key. */
  clientPubkey: string;
  relays: readonly string[];
  /** Random; the signer app sends it back in its `connect` response, which proves it read this URI. */
  secret: string;
  perms: readonly string[];
  /** The app's name, shown by the signer app. */
  name: string;
  url?: string;
}

/** The client-initiated NIP-46 URI: `nostrconnect://<client-pubkey>?relay=…&secret=…&perms=…&name=…`. */
export function nostrConnectUri({ clientPubkey, relays, secret, perms, name, url }: NostrConnectParams): string {
  const query = new URLSearchParams();
  for (const relay of relays) query.append('relay', relay);
  query.append('secret', secret);
  if (perms.length > 0) query.append('perms', perms.join(','));
  query.append('name', name);
  if (url !== undefined) query.append('url', url);
  return `nostrconnect://${clientPubkey}?${query.toString()}`;
}
