import { finalizeEvent, generateSecretKey, getPublicKey, type NostrEvent } from 'nostr-tools/pure';

import { KIND } from '../src/config/constants';
import { keyLoginEntry } from './key-login';

/** Issue 33's trust load: a signed-in user with this many mutes and follows, each follow with follows of their own. */
export const TRUST_MUTES = 1_000;
export const TRUST_FOLLOWS = 300;
const FOLLOWS_OF_EACH_FOLLOW = 100;

export interface TrustUser {
  pubkey: string;
  /** The user's mute list, follow list and their follows' follow lists, signed. */
  events: NostrEvent[];
  /** localStorage entries of a key login as the user. */
  storage: [string, string][];
}

const randomPubkey = () => getPublicKey(generateSecretKey());

/**
 * A user whose public mute list holds `muted` and random people up to TRUST_MUTES, who follows TRUST_FOLLOWS
 * people, each of whom follows `sellers` (so the web of trust reaches real sellers) and random people up to
 * FOLLOWS_OF_EACH_FOLLOW.
 */
export function trustUser(muted: readonly string[], sellers: readonly string[], now = Math.floor(Date.now() / 1000)): TrustUser {
  const secret = generateSecretKey();
  const mutes = [...muted, ...Array.from({ length: Math.max(0, TRUST_MUTES - muted.length) }, randomPubkey)];
  const followKeys = Array.from({ length: TRUST_FOLLOWS }, generateSecretKey);
  const contactList = (key: Uint8Array, follows: readonly string[]) =>
    finalizeEvent({ kind: KIND.contactList, created_at: now, content: '', tags: follows.map((pubkey) => ['p', pubkey]) }, key);
  const theirFollows = sellers.slice(0, FOLLOWS_OF_EACH_FOLLOW);
  return {
    pubkey: getPublicKey(secret),
    events: [
      finalizeEvent({ kind: KIND.muteList, created_at: now, content: '', tags: mutes.map((pubkey) => ['p', pubkey]) }, secret),
      contactList(secret, followKeys.map((key) => getPublicKey(key))),
      ...followKeys.map((key) => contactList(key, [...theirFollows, ...Array.from({ length: FOLLOWS_OF_EACH_FOLLOW - theirFollows.length }, randomPubkey)])),
    ],
    storage: [keyLoginEntry(secret)],
  };
}
