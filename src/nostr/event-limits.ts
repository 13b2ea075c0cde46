import { KIND } from '@/config/constants';

import { isEventShape, type NostrEvent } from './event';

/**
 * Limits on what a relay may hand the app, applied once where relay data enters it (docs/architecture.md §5,
 * "Limits on relay data"). Lengths are JavaScript string lengths (UTF-16 code units): `string.length` costs
 * nothing to read, and it is what JSON.parse and rendering spend their time on. For ASCII text a unit is a
 * byte; text in other scripts may take up to three UTF-8 bytes per unit, which only makes the bounds looser.
 */
export const RELAY_DATA_LIMITS = {
  /** A text frame longer than this is dropped unread: nothing larger is worth a JSON.parse on the main thread. */
  frameChars: 256 * 1024,
  /** An event whose JSON is longer than this is dropped (nostr-rs-relay's default `max_event_bytes`). */
  eventChars: 128 * 1024,
  /** More tags than this is not an event a person wrote; every tag is read on every parse. */
  tags: 2_000,
  /**
   * A longer `content` is dropped rather than cut (a cut event no longer matches its signature). Above 64 kB
   * so that no NIP-44 ciphertext is refused: the largest (65 535 bytes of plaintext, padded, with version,
   * nonce and MAC) is 87 472 base64 characters, and a gift wrap or a private list that long is honest.
   */
  contentChars: 90_000,
  /** Events dated further ahead than this are ignored: they would sit first in every newest-first list. */
  futureSeconds: 15 * 60,
} as const;

/**
 * The follow list (3) and the mute list (10000) are lists of one short tag per person or word, and a real one
 * is far over 2 000 tags or 128 kB (a `p` tag is ~70 characters: 1 700 follows reach 128 kB; a mute list of
 * 10 000 words is ~150 kB). Dropping them would hide a user's follows and mutes, so for these kinds the tag
 * count and event size give way to the frame limit: an event is taken as large as one frame can carry (256 kB,
 * about 3 500 follows), and 60 000 tags is more than a frame can hold of any tag that names something
 * (`["t","x"],` is 10 characters: 26 214 fit), so the frame decides. The frame limit itself cannot be raised
 * per kind: it is checked before the frame is parsed, when the kind is not yet known. A larger list (a 50 000
 * follow list is ~3.5 MB) is dropped unparsed; its relay's read then ends `REFUSED` (relay-message.ts), which
 * a read of the user's own list counts as a relay that did not answer, so the list reads as `unknown`, never
 * `none`, and is never overwritten (docs/architecture.md §5 and §16). Content stays at 90 000 characters: the
 * private part is one NIP-44 payload, which cannot be larger.
 */
export const LIST_KIND_LIMITS = {
  kinds: [KIND.contactList, KIND.muteList] as readonly number[],
  eventChars: RELAY_DATA_LIMITS.frameChars,
  tags: 60_000,
} as const;

/** The event size and tag count allowed for events of `kind`. */
export function sizeLimitsFor(kind: number): { eventChars: number; tags: number } {
  return LIST_KIND_LIMITS.kinds.includes(kind) ? LIST_KIND_LIMITS : RELAY_DATA_LIMITS;
}

const MAX_KIND = 65_535;

/** Whether a relay's text frame is small enough to be parsed at all. */
export function isFrameWithinLimits(text: string): boolean {
  return text.length <= RELAY_DATA_LIMITS.frameChars;
}

/** The seconds clock the time limit is measured against. */
export function nowSeconds(): number {
  return Math.floor(Date.now() / 1000);
}

/** `{"id":"","pubkey":"","created_at":,"kind":,"tags":[],"content":"","sig":""}`: the JSON around the values. */
const EVENT_PUNCTUATION_CHARS = 75;

/**
 * The length of the event's JSON (NIP-01 fields only), counting every string as its characters plus quotes
 * and leaving out escapes: exact for text without quotes, backslashes or control characters, a lower bound
 * otherwise (the frame limit bounds the rest). Undefined when a tag is not an array of strings. One pass over
 * the tags, no copy, so the check costs next to nothing for an honest event.
 */
export function serializedChars(event: NostrEvent): number | undefined {
  let chars =
    EVENT_PUNCTUATION_CHARS +
    event.id.length +
    event.pubkey.length +
    event.sig.length +
    event.content.length +
    String(event.created_at).length +
    String(event.kind).length +
    Math.max(event.tags.length - 1, 0);
  for (const tag of event.tags as unknown[]) {
    if (!Array.isArray(tag)) return undefined;
    // Brackets, and a comma between values.
    chars += 2 + Math.max(tag.length - 1, 0);
    for (const value of tag as unknown[]) {
      if (typeof value !== 'string') return undefined;
      chars += value.length + 2;
    }
  }
  return chars;
}

/**
 * A relay's event as the app keeps it, or undefined when it must be ignored (docs/architecture.md §5, "Limits
 * on relay data"): NIP-01 shaped (hex id and pubkey, integer kind up to 65535 and time, string content and
 * signature, tags that are arrays of strings), within the size limits (larger for follow and mute lists:
 * {@link LIST_KIND_LIMITS}), and dated at most
 * {@link RELAY_DATA_LIMITS}.futureSeconds after `now`. The result is a new object with only the seven NIP-01
 * fields: anything else the relay attached (a deeply nested extra field) is gone before the event reaches the
 * verification worker's postMessage, IndexedDB or a render.
 */
export function readRelayEvent(value: unknown, now: number): NostrEvent | undefined {
  if (!isEventShape(value) || value.kind > MAX_KIND) return undefined;
  if (value.created_at > now + RELAY_DATA_LIMITS.futureSeconds) return undefined;
  const limits = sizeLimitsFor(value.kind);
  if (value.tags.length > limits.tags || value.content.length > RELAY_DATA_LIMITS.contentChars) return undefined;
  const chars = serializedChars(value);
  if (chars === undefined || chars > limits.eventChars) return undefined;
  const { id, pubkey, created_at, kind, tags, content, sig } = value;
  return { id, pubkey, created_at, kind, tags, content, sig };
}
