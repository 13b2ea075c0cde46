import { BunkerURI, NConnectSigner, NSecSigner, type NRelay } from '@nostrify/nostrify';
import { NLogin, type NLoginType } from '@nostrify/react/login';
import { generateSecretKey, getPublicKey, nip19 } from 'nostr-tools';

import { BRAND } from '@/config/brand';
import { TIMEOUTS } from '@/config/constants';
import { relayGroup, type RelayPool } from '@/features/relay/public';
import { isHex64 } from '@/nostr/event';
import { NIP46_PERMISSIONS, nostrConnectUri } from '@/nostr/signer-permissions';

import { nip46Request, waitForNostrConnect } from './nip46-messages';

type BunkerLogin = Extract<NLoginType, { type: 'bunker' }>;

/** Thrown when no signer app answered a nostrconnect:// code in time (TIMEOUTS.nostrConnectWait). */
export class NostrConnectTimeout extends Error {
  constructor() {
    super('No signer app connected in time.');
    this.name = 'NostrConnectTimeout';
  }
}

/** After `connect`: asks for the user's key (which may differ from the signer's own) and makes the login. */
async function finishLogin(relay: NRelay, clientKey: Uint8Array, bunkerPubkey: string, relays: string[]): Promise<BunkerLogin> {
  const signer = new NConnectSigner({ relay, pubkey: bunkerPubkey, signer: new NSecSigner(clientKey), timeout: TIMEOUTS.signerCommand });
  const pubkey = await signer.getPublicKey();
  if (!isHex64(pubkey)) throw new Error('The remote signer returned an invalid public key.');
  return new NLogin('bunker', pubkey, { bunkerPubkey, clientNsec: nip19.nsecEncode(clientKey), relays });
}

/**
 * NIP-46 login from a checked bunker URI (see checkBunkerUri): a fresh client key connects (with the URI's
 * secret and the permissions Carstr needs, NIP46_PERMISSIONS) over the page's relay connections, then asks
 * for the user's public key, each command with the 60 s timeout of docs/product.md §9; the signer's error
 * text is thrown when a command fails. A key that is not 64 hex characters is refused here.
 */
export async function loginWithBunker(uri: string, pool: RelayPool): Promise<BunkerLogin> {
  const { pubkey: bunkerPubkey, secret, relays } = new BunkerURI(uri);
  if (relays.length === 0) throw new Error('No relay provided');
  const clientKey = generateSecretKey();
  const relay = relayGroup(pool, relays);
  const params = [bunkerPubkey, secret ?? '', NIP46_PERMISSIONS.join(',')];
  await nip46Request(relay, new NSecSigner(clientKey), bunkerPubkey, 'connect', params, AbortSignal.timeout(TIMEOUTS.signerCommand));
  return finishLogin(relay, clientKey, bunkerPubkey, relays);
}

/** A client-initiated (nostrconnect://) NIP-46 connection waiting for a signer app. */
export interface NostrConnectSession {
  /** What the signer app scans or pastes. */
  uri: string;
  clientKey: Uint8Array;
  secret: string;
  relays: string[];
}

/** A new one-time client key and secret, and their nostrconnect:// URI on `relayUrl` (the chosen relay). */
export function newNostrConnectSession(relayUrl: string, appUrl?: string): NostrConnectSession {
  const clientKey = generateSecretKey();
  const secret = Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
  const relays = [relayUrl];
  const uri = nostrConnectUri({
    clientPubkey: getPublicKey(clientKey),
    relays,
    secret,
    perms: NIP46_PERMISSIONS,
    name: BRAND,
    ...(appUrl === undefined ? {} : { url: appUrl }),
  });
  return { uri, clientKey, secret, relays };
}

/**
 * Waits (at most TIMEOUTS.nostrConnectWait, or until `signal` aborts) for a signer app to answer the
 * session's URI with its secret, then logs in exactly as a bunker:// login does from there on.
 */
export async function loginWithNostrConnect(session: NostrConnectSession, pool: RelayPool, signal: AbortSignal): Promise<BunkerLogin> {
  const timeout = AbortSignal.timeout(TIMEOUTS.nostrConnectWait);
  const relay = relayGroup(pool, session.relays);
  let bunkerPubkey: string;
  try {
    bunkerPubkey = await waitForNostrConnect(relay, new NSecSigner(session.clientKey), session.secret, AbortSignal.any([signal, timeout]));
  } catch (error) {
    throw timeout.aborted && !signal.aborted ? new NostrConnectTimeout() : error;
  }
  if (!isHex64(bunkerPubkey)) throw new Error('The signer app has an invalid public key.');
  return finishLogin(relay, session.clientKey, bunkerPubkey, session.relays);
}
