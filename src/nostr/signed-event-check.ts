import { verifyEvent } from 'nostr-tools/pure';

import { tokenizeContent } from './content';
import { isEventShape, type EventTemplate, type NostrEvent } from './event';

/** The messages of docs/product.md §6 "Signing", verbatim. */
export const SIGNER_ERRORS = {
  malformed: 'The signer returned a malformed event.',
  wrongAuthor: 'The signer returned an event signed by another key.',
  badSignature: 'The signer returned an event with an invalid signature.',
  altered: 'The signer returned a different event than the one requested.',
} as const;

/**
 * How far past the current time a signer may date an event: the clocks of a phone signer and this browser
 * disagree by a few minutes at most. Later than that would hold back every later edit of a replaceable event.
 */
const MAX_CLOCK_SKEW_SECONDS = 600;
/** Name, value and at most three hints (relay, marker, author: NIP-10's longest `e` tag). */
const MAX_ADDED_TAG_LENGTH = 5;
const MAX_HASHTAG_LENGTH = 100;

/** What the content itself refers to through NIP-27 `nostr:` mentions. */
interface Mentioned {
  pubkeys: Set<string>;
  eventIds: Set<string>;
  /** `kind:pubkey:d` of every `naddr`. */
  addresses: Set<string>;
}

function mentionsIn(content: string): Mentioned {
  const mentioned: Mentioned = { pubkeys: new Set(), eventIds: new Set(), addresses: new Set() };
  for (const token of tokenizeContent(content)) {
    if (token.type !== 'mention') continue;
    const target = token.decoded;
    if (target.type === 'profile') mentioned.pubkeys.add(target.pubkey);
    else if (target.type === 'note') mentioned.eventIds.add(target.id);
    else if (target.type === 'event') {
      mentioned.eventIds.add(target.id);
      // Signers tag the author of a quoted event too (NDK does for nevent and naddr).
      if (target.author !== undefined) mentioned.pubkeys.add(target.author);
    } else {
      mentioned.addresses.add(`${target.kind}:${target.pubkey}:${target.identifier}`);
      mentioned.pubkeys.add(target.pubkey);
    }
  }
  return mentioned;
}

/** Escapes the syntax characters (only those: other escapes are errors in a `u` pattern). */
function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Whether `#value` is written in the content as a hashtag: not glued to a word before it (as in `C#`), not
 * the start of a longer word after it, compared case-insensitively because signers lowercase `t` values.
 * Punctuation may end it, so both `car` and `car-sale` come from `#car-sale` (signers split differently).
 */
function isHashtagIn(content: string, value: string): boolean {
  if (value === '' || value.length > MAX_HASHTAG_LENGTH || /\s/u.test(value)) return false;
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}\\p{M}_&#])#${escapeRegExp(value)}(?![\\p{L}\\p{N}\\p{M}_])`, 'iu');
  return pattern.test(content);
}

/** Whether a tag the signer added (not one we asked for) is one it derived from the content. */
function isDerivedTag(tag: readonly string[], content: string, mentioned: Mentioned): boolean {
  const [name, value] = tag;
  if (value === undefined || tag.length > MAX_ADDED_TAG_LENGTH) return false;
  switch (name) {
    case 't':
      return isHashtagIn(content, value);
    case 'p':
      return mentioned.pubkeys.has(value);
    case 'e':
      return mentioned.eventIds.has(value);
    case 'q':
      return mentioned.eventIds.has(value) || mentioned.addresses.has(value);
    case 'a':
      return mentioned.addresses.has(value);
    default:
      return false;
  }
}

function isStringTag(tag: unknown): tag is string[] {
  return Array.isArray(tag) && tag.length > 0 && tag.every((element) => typeof element === 'string');
}

function sameTag(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((element, index) => element === b[index]);
}

/**
 * Every requested tag is there, unchanged and in the requested order; every other tag is derived from the
 * content (a `t` for a hashtag; a `p`, `e`, `q` or `a` for a `nostr:` mention), at most once each.
 */
function tagsMatch(signed: readonly string[][], requested: readonly string[][], content: string): boolean {
  let mentioned: Mentioned | undefined;
  const added = new Set<string>();
  let next = 0;
  for (const tag of signed) {
    const wanted = requested[next];
    if (wanted !== undefined && sameTag(tag, wanted)) {
      next += 1;
      continue;
    }
    mentioned ??= mentionsIn(content);
    const key = `${tag[0]}\u0000${(tag[1] ?? '').toLowerCase()}`;
    if (added.has(key) || !isDerivedTag(tag, content, mentioned)) return false;
    added.add(key);
  }
  return next === requested.length;
}

/**
 * `created_at` as requested, or later up to the present: NIP-07 and NIP-46 say the signer only adds `id`,
 * `pubkey` and `sig`, but real bunkers re-date events they sign (NDK's backend did for replaceable events;
 * others stamp the time the user approved a delayed request), and their signature covers the new time.
 * An earlier time is refused: it would let an old version of a replaceable event win over a newer one.
 */
function acceptableTime(signedAt: number, requestedAt: number, nowSeconds: number): boolean {
  return signedAt === requestedAt || (signedAt > requestedAt && signedAt <= nowSeconds + MAX_CLOCK_SKEW_SECONDS);
}

/**
 * Checks an event signed by a signer we do not hold the key of (a NIP-46 bunker, a NIP-07 extension)
 * against what we asked it to sign, and returns a clean copy of its seven NIP-01 fields (extensions add
 * others). Accepted when the id and signature verify, the author is `pubkey`, kind and content are exactly
 * as requested, created_at is as requested or later (see acceptableTime), every requested tag is present
 * unchanged and in order, and every added tag is derived from the content (docs/product.md §6 "Signing").
 * Throws an Error with one of {@link SIGNER_ERRORS} otherwise.
 */
export function checkSignedEvent(
  signed: unknown,
  template: EventTemplate,
  pubkey: string,
  nowSeconds: number = Math.floor(Date.now() / 1000),
): NostrEvent {
  if (!isEventShape(signed) || !signed.tags.every(isStringTag)) throw new Error(SIGNER_ERRORS.malformed);
  if (signed.pubkey !== pubkey) throw new Error(SIGNER_ERRORS.wrongAuthor);
  // A fresh copy: nostr-tools caches a successful check on the object, which the signer handed us.
  const copy: NostrEvent = {
    id: signed.id,
    pubkey: signed.pubkey,
    created_at: signed.created_at,
    kind: signed.kind,
    tags: signed.tags.map((tag) => [...tag]),
    content: signed.content,
    sig: signed.sig,
  };
  if (!verifyEvent(copy)) throw new Error(SIGNER_ERRORS.badSignature);
  if (
    copy.kind !== template.kind ||
    copy.content !== template.content ||
    !acceptableTime(copy.created_at, template.created_at, nowSeconds) ||
    !tagsMatch(copy.tags, template.tags, copy.content)
  ) {
    throw new Error(SIGNER_ERRORS.altered);
  }
  return copy;
}
