import { describe, expect, it } from 'vitest';

import { KIND } from '@/config/constants';

import { isFrameWithinLimits, LIST_KIND_LIMITS, readRelayEvent, RELAY_DATA_LIMITS, serializedChars, sizeLimitsFor } from './event-limits';
import type { NostrEvent } from './event';
import { editableBase, ownListReadOf } from './own-list-read';
import { parseReadMessage } from './relay-message';
import type { RelayOutcome } from './relay-outcome';
import { fakeEvent } from '@testing/events';

const NOW = 1_750_000_000;

/** The JSON of an event's seven NIP-01 fields, as the size limit measures it. */
function jsonChars(event: NostrEvent): number {
  const { id, pubkey, created_at, kind, tags, content, sig } = event;
  return JSON.stringify({ id, pubkey, created_at, kind, tags, content, sig }).length;
}

/** An event whose NIP-01 JSON is exactly `chars` long (one padded tag value). */
function eventOfChars(chars: number): NostrEvent {
  const base = fakeEvent({ created_at: NOW, tags: [['d', '']] });
  const tags = [['d', 'x'.repeat(chars - jsonChars(base))]];
  return { ...base, tags };
}

/** `count` tags `['t', 'car']`. */
function carTags(count: number): string[][] {
  return Array.from({ length: count }, () => ['t', 'car']);
}

/** Content of `chars` characters. */
function contentOf(chars: number): string {
  return 'c'.repeat(chars);
}

describe('isFrameWithinLimits', () => {
  it('takes a frame of 256 kB (UTF-16 units) and refuses one unit more', () => {
    expect(isFrameWithinLimits('x'.repeat(RELAY_DATA_LIMITS.frameChars))).toBe(true);
    expect(isFrameWithinLimits('x'.repeat(RELAY_DATA_LIMITS.frameChars + 1))).toBe(false);
    expect(RELAY_DATA_LIMITS.frameChars).toBe(262_144);
  });
});

describe('readRelayEvent', () => {
  it('keeps an honest event as a new object with the same fields', () => {
    const event = fakeEvent({ kind: KIND.listing, created_at: NOW - 60, tags: [['d', 'x'], ['t', 'car']], content: 'hello' });
    const read = readRelayEvent(event, NOW);
    expect(read).toEqual(event);
    expect(read).not.toBe(event);
  });

  it('drops every field NIP-01 does not define, however deeply nested', () => {
    let nested: unknown = 'bottom';
    for (let depth = 0; depth < 20_000; depth += 1) nested = [nested];
    const event = fakeEvent({ created_at: NOW });
    const read = readRelayEvent({ ...event, extra: nested, seenOn: { relay: 'wss://r' }, __proto__: { polluted: true } }, NOW);
    expect(read).toEqual(event);
    expect(Object.keys(read!).toSorted()).toEqual(['content', 'created_at', 'id', 'kind', 'pubkey', 'sig', 'tags']);
    // What the verification worker's postMessage does: the rebuilt event clones, whatever came with it.
    expect(structuredClone(read)).toEqual(event);
  });

  it.each([
    ['a kind over 65535', { kind: 65_536 }],
    ['a tag that is not a list', { tags: ['d'] as unknown as string[][] }],
    ['a tag value that is not a string', { tags: [['d', 5]] as unknown as string[][] }],
    ['a tag value that is an object', { tags: [['d', { toString: 'x' }]] as unknown as string[][] }],
    ['a bad id', { id: 'xyz' }],
    ['a negative time', { created_at: -1 }],
  ])('refuses %s', (_name, change) => {
    expect(readRelayEvent({ ...fakeEvent({ created_at: NOW }), ...change }, NOW)).toBeUndefined();
  });

  it('measures the JSON of the NIP-01 fields: exactly without escapes, a lower bound with them', () => {
    for (const event of [
      fakeEvent(),
      fakeEvent({ created_at: NOW, kind: KIND.listing, tags: [['d', 'a'], [], ['t', 'car', 'extra'], ['x']], content: 'body 🚗' }),
      fakeEvent({ tags: [[]] }),
    ]) {
      expect(serializedChars(event)).toBe(jsonChars(event));
    }
    const escaped = fakeEvent({ content: 'a "quote", a \\ and a \n', tags: [['t', '\u0000']] });
    expect(serializedChars(escaped)).toBeLessThan(jsonChars(escaped));
    expect(serializedChars(fakeEvent({ tags: [['t', 5]] as unknown as string[][] }))).toBeUndefined();
  });

  it('takes an event of 128 kB serialized and refuses one character more', () => {
    expect(RELAY_DATA_LIMITS.eventChars).toBe(131_072);
    expect(readRelayEvent(eventOfChars(RELAY_DATA_LIMITS.eventChars), NOW)).toBeDefined();
    expect(readRelayEvent(eventOfChars(RELAY_DATA_LIMITS.eventChars + 1), NOW)).toBeUndefined();
  });

  it('counts the tags and the punctuation between them towards the size', () => {
    // 1 900 tags of 60 characters each: under the tag count, over 128 kB only with the brackets and commas.
    const tags = Array.from({ length: 1_900 }, () => ['t', 'y'.repeat(60)]);
    const event = fakeEvent({ created_at: NOW, tags });
    expect(jsonChars(event)).toBeGreaterThan(RELAY_DATA_LIMITS.eventChars);
    expect(readRelayEvent(event, NOW)).toBeUndefined();
  });

  it('takes 2 000 tags and refuses 2 001', () => {
    expect(readRelayEvent(fakeEvent({ created_at: NOW, tags: carTags(2_000) }), NOW)).toBeDefined();
    expect(readRelayEvent(fakeEvent({ created_at: NOW, tags: carTags(2_001) }), NOW)).toBeUndefined();
    expect(readRelayEvent(fakeEvent({ created_at: NOW, tags: carTags(100_000) }), NOW)).toBeUndefined();
  });

  it('takes content of 90 000 characters and refuses one more', () => {
    expect(RELAY_DATA_LIMITS.contentChars).toBe(90_000);
    expect(readRelayEvent(fakeEvent({ created_at: NOW, content: contentOf(90_000) }), NOW)).toBeDefined();
    expect(readRelayEvent(fakeEvent({ created_at: NOW, content: contentOf(90_001) }), NOW)).toBeUndefined();
  });

  it('takes the largest NIP-44 ciphertext as content: a gift wrap or a private list that long is honest', () => {
    // Version, nonce, the 65 535-byte plaintext padded to 65 536 with its 2-byte length, MAC; in base64.
    const payloadBytes = 1 + 32 + 2 + 65_536 + 32;
    const largest = Math.ceil(payloadBytes / 3) * 4;
    expect(largest).toBe(87_472);
    expect(readRelayEvent(fakeEvent({ kind: KIND.giftWrap, created_at: NOW, tags: [['p', 'a'.repeat(64)]], content: contentOf(largest) }), NOW)).toBeDefined();
  });

  it('takes an event up to 15 minutes ahead of now and refuses one a second later, or a year later', () => {
    expect(readRelayEvent(fakeEvent({ created_at: NOW + 900 }), NOW)).toBeDefined();
    expect(readRelayEvent(fakeEvent({ created_at: NOW + 901 }), NOW)).toBeUndefined();
    expect(readRelayEvent(fakeEvent({ created_at: NOW + 365 * 24 * 3600 }), NOW)).toBeUndefined();
    expect(readRelayEvent(fakeEvent({ created_at: Number.MAX_SAFE_INTEGER }), NOW)).toBeUndefined();
    // Old events are fine: gift wraps are dated up to two days back on purpose (NIP-59).
    expect(readRelayEvent(fakeEvent({ created_at: NOW - 2 * 24 * 3600 }), NOW)).toBeDefined();
    expect(readRelayEvent(fakeEvent({ created_at: 0 }), NOW)).toBeDefined();
  });
});

/** A `p` tag naming the pubkey numbered `index`. */
function follow(index: number): string[] {
  return ['p', index.toString(16).padStart(64, '0')];
}

describe('follow and mute lists (kinds 3 and 10000)', () => {
  it('takes a follow list of 3 000 follows and a mute list of 10 000 words, which other kinds may not be', () => {
    const follows = fakeEvent({ kind: KIND.contactList, created_at: NOW, tags: Array.from({ length: 3_000 }, (_, index) => follow(index)), content: '{}' });
    expect(jsonChars(follows)).toBeGreaterThan(RELAY_DATA_LIMITS.eventChars);
    expect(jsonChars(follows)).toBeLessThan(RELAY_DATA_LIMITS.frameChars);
    expect(readRelayEvent(follows, NOW)).toEqual(follows);
    expect(readRelayEvent({ ...follows, kind: KIND.relayList }, NOW)).toBeUndefined();

    const mutes = fakeEvent({ kind: KIND.muteList, created_at: NOW, tags: Array.from({ length: 10_000 }, (_, index) => ['word', `w${index}`]) });
    expect(readRelayEvent(mutes, NOW)).toEqual(mutes);
    expect(readRelayEvent({ ...mutes, kind: KIND.bookmarkList }, NOW)).toBeUndefined();
  });

  it('gives these kinds as much as one frame carries, and no more', () => {
    expect(sizeLimitsFor(KIND.contactList)).toEqual(LIST_KIND_LIMITS);
    expect(sizeLimitsFor(KIND.muteList)).toEqual(LIST_KIND_LIMITS);
    expect(sizeLimitsFor(KIND.listing)).toBe(RELAY_DATA_LIMITS);
    expect(LIST_KIND_LIMITS.eventChars).toBe(RELAY_DATA_LIMITS.frameChars);
    // The smallest tag that names something, with its comma: more of them than the tag allowance cannot fit in a frame.
    expect(Math.floor(RELAY_DATA_LIMITS.frameChars / '["t","x"],'.length)).toBeLessThan(LIST_KIND_LIMITS.tags);
    const over = fakeEvent({ kind: KIND.muteList, created_at: NOW, tags: [['d', ''], ['word', 'x'.repeat(RELAY_DATA_LIMITS.frameChars)]] });
    expect(readRelayEvent(over, NOW)).toBeUndefined();
    // The content bound is the same for every kind: one NIP-44 payload.
    expect(readRelayEvent(fakeEvent({ kind: KIND.muteList, created_at: NOW, content: contentOf(90_001) }), NOW)).toBeUndefined();
  });

  it('reads a 50 000-follow list (over the frame limit) as REFUSED, which makes the own-list read unknown, never none', () => {
    const huge = fakeEvent({ kind: KIND.contactList, created_at: NOW, tags: Array.from({ length: 50_000 }, (_, index) => follow(index)) });
    const frame = JSON.stringify(['EVENT', 'own-list', huge]);
    expect(frame.length).toBeGreaterThan(3_500_000);
    expect(parseReadMessage(frame, NOW)).toEqual({ type: 'REFUSED', subscriptionId: 'own-list' });
    // features/network/own-list-read.ts turns a relay that sent a REFUSED version into a failed outcome.
    const outcomes: RelayOutcome[] = [
      { relay: 'wss://big.example', status: 'failed', reason: 'Sent a version Carstr cannot read (too large or malformed)' },
      { relay: 'wss://small.example', status: 'answered', received: 0, oldest: undefined },
    ];
    const read = ownListReadOf(outcomes, null);
    expect(read).toEqual({ state: 'unknown', event: null, missing: ['wss://big.example'] });
    expect(editableBase(read)).toBeUndefined();
  });
});
