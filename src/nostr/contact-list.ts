import { KIND } from '@/config/constants';

import { isHex64, type EventTemplate, type NostrEvent, type NostrFilter } from './event';
import { isStringTags, nextVersionTime } from './private-items';

/**
 * The NIP-02 follow list (kind 3): one `["p", <pubkey>, <relay URL>, <petname>]` per followed person, the
 * relay and petname optional (Damus, Amethyst and others write `""` for an absent relay). An edit replaces the
 * whole list on every relay (docs/architecture.md §16), so it keeps every other tag, the order and the
 * `content` (older clients, Damus among them, keep their relay JSON there) and touches only the `p` tags of
 * the one pubkey it names.
 */

/** What the readers take: an event's tags, or an edited list's. */
type Tagged = { readonly tags: readonly (readonly unknown[])[] };

export interface Follow {
  pubkey: string;
  /** The relay hint, when the tag has a non-empty one. */
  relay?: string;
  /** The petname, when the tag has a non-empty one. */
  petname?: string;
}

/**
 * The follows of a contact list, each pubkey once (its first tag), in the list's order, at most `max` of
 * them. One pass with a Set: a list of 50 000 follows is read in linear time, without the quadratic cost of
 * an `includes` per tag. Tags that are not a `p` with a lowercase hex pubkey are skipped (never rewritten).
 */
export function readFollows(event: Tagged | null, max: number = Number.POSITIVE_INFINITY): Follow[] {
  const follows: Follow[] = [];
  if (event === null) return follows;
  const seen = new Set<string>();
  for (const tag of event.tags) {
    if (follows.length >= max) break;
    const [name, pubkey, relay, petname] = tag;
    if (name !== 'p' || !isHex64(pubkey) || seen.has(pubkey)) continue;
    seen.add(pubkey);
    const follow: Follow = { pubkey };
    if (typeof relay === 'string' && relay !== '') follow.relay = relay;
    if (typeof petname === 'string' && petname !== '') follow.petname = petname;
    follows.push(follow);
  }
  return follows;
}

/** The followed pubkeys as a Set (for "do I follow X" in O(1)); the same bounds as {@link readFollows}. */
export function followedPubkeys(event: Tagged | null, max: number = Number.POSITIVE_INFINITY): Set<string> {
  const pubkeys = new Set<string>();
  if (event === null) return pubkeys;
  for (const tag of event.tags) {
    if (pubkeys.size >= max) break;
    if (tag[0] === 'p' && isHex64(tag[1])) pubkeys.add(tag[1]);
  }
  return pubkeys;
}

/** A kind 3's tags and content as the app edits them: everything kept as it was. */
export interface ContactListItems {
  tags: readonly (readonly string[])[];
  content: string;
}

/** The items of a contact list (null: the user has none yet, read from a complete read: §16). Undefined if malformed. */
export function contactListItems(event: Pick<NostrEvent, 'tags' | 'content'> | null): ContactListItems | undefined {
  if (event === null) return { tags: [], content: '' };
  if (!isStringTags(event.tags) || typeof event.content !== 'string') return undefined;
  return { tags: event.tags, content: event.content };
}

function namesPubkey(tag: readonly string[], pubkey: string): boolean {
  return tag[0] === 'p' && tag[1] === pubkey;
}

/** The `p` tag of a new follow: relay and petname only when given (`""` for the relay when only a petname is). */
function followTag(follow: Follow): string[] {
  if (!isHex64(follow.pubkey)) throw new RangeError('Not a pubkey that can be followed');
  if (follow.petname !== undefined) return ['p', follow.pubkey, follow.relay ?? '', follow.petname];
  return follow.relay !== undefined ? ['p', follow.pubkey, follow.relay] : ['p', follow.pubkey];
}

/** Adds the follow's `p` tag at the end, unless the pubkey is followed already. */
export function followPubkey(items: ContactListItems, follow: Follow): ContactListItems {
  const tag = followTag(follow);
  if (items.tags.some((existing) => namesPubkey(existing, follow.pubkey))) return items;
  return { tags: [...items.tags, tag], content: items.content };
}

/** Removes every `p` tag of `pubkey`; every other tag, the order and the content stay. */
export function unfollowPubkey(items: ContactListItems, pubkey: string): ContactListItems {
  return { tags: items.tags.filter((tag) => !namesPubkey(tag, pubkey)), content: items.content };
}

/** One change the user made, kept as an operation to replay on the newest list read before signing (§16). */
export type FollowEdit = { type: 'follow'; follow: Follow } | { type: 'unfollow'; pubkey: string };

/**
 * The edits applied in order. Whether a pubkey is followed is a Set lookup and the tags are copied once per
 * unfollow, so replaying edits on a 50 000-follow list stays linear per edit, not quadratic.
 */
export function applyFollowEdits(items: ContactListItems, edits: readonly FollowEdit[]): ContactListItems {
  if (edits.length === 0) return items;
  const followed = followedPubkeys(items);
  let tags = [...items.tags];
  for (const edit of edits) {
    if (edit.type === 'follow') {
      const tag = followTag(edit.follow);
      if (followed.has(edit.follow.pubkey)) continue;
      tags.push(tag);
      followed.add(edit.follow.pubkey);
    } else if (followed.delete(edit.pubkey)) {
      tags = tags.filter((tag) => !namesPubkey(tag, edit.pubkey));
    }
  }
  return { tags, content: items.content };
}

/** The REQ for a user's contact list; several authors for the web of trust's background fetch. */
export function contactListFilter(authors: readonly string[]): NostrFilter {
  return { kinds: [KIND.contactList], authors: [...authors], limit: authors.length };
}

/** The next version: the tags as edited, the content as it was, dated after the version it replaces. */
export function contactListTemplate(previous: Pick<NostrEvent, 'created_at'> | null, items: ContactListItems, now: number): EventTemplate {
  return { kind: KIND.contactList, content: items.content, tags: items.tags.map((tag) => [...tag]), created_at: nextVersionTime(previous, now) };
}
