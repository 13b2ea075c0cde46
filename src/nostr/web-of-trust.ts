import { KIND } from '@/config/constants';

import { followedPubkeys } from './contact-list';
import type { NostrEvent } from './event';

/**
 * The user's web of trust from NIP-02 follow lists: who the user follows, who among them follows a given
 * pubkey ("Followed by N people you follow"), and "my network" = follows ∪ follows of follows. Bounded: at
 * most `maxLists` contact lists are considered (chosen deterministically, see {@link contactListsToRead}) and
 * at most `maxFollowsPerList` follows of each, so the network holds at most maxLists × maxFollowsPerList
 * pubkeys whatever the relays send. Pure; Sets throughout.
 */

export const WEB_OF_TRUST_LIMITS = {
  /** Contact lists of follows considered at most (each is a relay read in the background). */
  maxLists: 300,
  /** Follows read from each of them (a 3 500-follow list is already about the largest a relay frame carries). */
  maxFollowsPerList: 5_000,
} as const;

export interface WebOfTrustOptions {
  maxLists?: number;
  maxFollowsPerList?: number;
}

/**
 * Which follows' contact lists to read, at most `maxLists`: the most recently followed first (NIP-02 appends a
 * new follow at the end, so the list read backwards), each once, never the user. Deterministic: the same
 * follow list gives the same choice, so a cached computation stays valid until the follows change.
 */
export function contactListsToRead(follows: readonly string[], self: string, maxLists: number = WEB_OF_TRUST_LIMITS.maxLists): string[] {
  const chosen: string[] = [];
  const seen = new Set<string>();
  for (let index = follows.length - 1; index >= 0 && chosen.length < maxLists; index -= 1) {
    const pubkey = follows[index]!;
    if (pubkey === self || seen.has(pubkey)) continue;
    seen.add(pubkey);
    chosen.push(pubkey);
  }
  return chosen;
}

export interface WebOfTrust {
  /** The pubkeys the user follows. */
  readonly follows: ReadonlySet<string>;
  /** The follows whose contact lists were considered, in the order chosen. */
  readonly considered: readonly string[];
  /** Follows ∪ follows of the considered follows, without the user. */
  readonly network: ReadonlySet<string>;
  /** Whether the user follows `pubkey`. */
  isFollowed(pubkey: string): boolean;
  /** The people the user follows who follow `pubkey` (among the considered lists, in their order): O(maxLists). */
  followedBy(pubkey: string): string[];
  /** Whether `pubkey` is in the network. */
  inNetwork(pubkey: string): boolean;
}

/**
 * The web of trust of `self`, who follows `follows` (in their contact list's order), from the contact lists
 * at hand (any number, any authors: only the newest-held list of each chosen follow is used, so lists of
 * strangers or beyond the bound change nothing). `contactLists` should hold one current version per author
 * (the event store's `current`); when it holds several, the first given is used.
 */
export function webOfTrustOf(self: string, follows: readonly string[], contactLists: Iterable<NostrEvent>, options: WebOfTrustOptions = {}): WebOfTrust {
  const maxLists = options.maxLists ?? WEB_OF_TRUST_LIMITS.maxLists;
  const maxFollowsPerList = options.maxFollowsPerList ?? WEB_OF_TRUST_LIMITS.maxFollowsPerList;
  const wanted = new Set(contactListsToRead(follows, self, maxLists));
  const followsOf = new Map<string, ReadonlySet<string>>();
  for (const list of contactLists) {
    if (list.kind !== KIND.contactList || !wanted.has(list.pubkey) || followsOf.has(list.pubkey)) continue;
    followsOf.set(list.pubkey, followedPubkeys(list, maxFollowsPerList));
  }
  return webOfTrustFromFollows(self, follows, followsOf, { maxLists, maxFollowsPerList });
}

/**
 * The same web of trust from the follows of each follow already read (a browser cache keeps them this way,
 * not as whole events). Only the chosen follows' entries count, each cut to `maxFollowsPerList`.
 */
export function webOfTrustFromFollows(
  self: string,
  follows: readonly string[],
  followsOfFollow: ReadonlyMap<string, Iterable<string>>,
  options: WebOfTrustOptions = {},
): WebOfTrust {
  const maxLists = options.maxLists ?? WEB_OF_TRUST_LIMITS.maxLists;
  const maxFollowsPerList = options.maxFollowsPerList ?? WEB_OF_TRUST_LIMITS.maxFollowsPerList;
  const followSet = new Set(follows.filter((pubkey) => pubkey !== self));
  const considered = contactListsToRead(follows, self, maxLists);

  const followsOf = new Map<string, ReadonlySet<string>>();
  for (const pubkey of considered) {
    const theirs = followsOfFollow.get(pubkey);
    if (theirs === undefined) continue;
    const bounded = new Set<string>();
    for (const followed of theirs) {
      if (bounded.size >= maxFollowsPerList) break;
      bounded.add(followed);
    }
    followsOf.set(pubkey, bounded);
  }
  const withLists = considered.filter((pubkey) => followsOf.has(pubkey));

  const network = new Set(followSet);
  for (const pubkey of withLists) for (const followed of followsOf.get(pubkey)!) network.add(followed);
  network.delete(self);

  return {
    follows: followSet,
    considered: withLists,
    network,
    isFollowed: (pubkey) => followSet.has(pubkey),
    followedBy: (pubkey) => (pubkey === self ? [] : withLists.filter((follower) => follower !== pubkey && followsOf.get(follower)!.has(pubkey))),
    inNetwork: (pubkey) => network.has(pubkey),
  };
}
