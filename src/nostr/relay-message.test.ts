import { describe, expect, it } from 'vitest';

import { KIND } from '@/config/constants';

import { RELAY_DATA_LIMITS } from './event-limits';
import { parseReadMessage } from './relay-message';
import { fakeEvent } from '@testing/events';

const event = fakeEvent({ kind: KIND.listing, tags: [['d', 'x']] });

/** A NOTICE frame of exactly `chars` characters. */
function notice(chars: number): string {
  return JSON.stringify(['NOTICE', 'n'.repeat(chars - '["NOTICE",""]'.length)]);
}

/** An EVENT frame of the test event dated `created_at`. */
function at(created_at: number): string {
  return JSON.stringify(['EVENT', 'sub', { ...event, created_at }]);
}

describe('parseReadMessage', () => {
  it('reads EVENT, EOSE, CLOSED, NOTICE, AUTH and OK', () => {
    expect(parseReadMessage(JSON.stringify(['EVENT', 'sub', event]))).toEqual({ type: 'EVENT', subscriptionId: 'sub', event });
    expect(parseReadMessage('["EOSE","sub"]')).toEqual({ type: 'EOSE', subscriptionId: 'sub' });
    expect(parseReadMessage('["CLOSED","sub","error: nope"]')).toEqual({ type: 'CLOSED', subscriptionId: 'sub', reason: 'error: nope' });
    expect(parseReadMessage('["NOTICE","hi"]')).toEqual({ type: 'NOTICE', message: 'hi' });
    expect(parseReadMessage('["AUTH","challenge"]')).toEqual({ type: 'AUTH', challenge: 'challenge' });
    expect(parseReadMessage(`["OK","${event.id}",false,"auth-required: sign in"]`)).toEqual({
      type: 'OK',
      eventId: event.id,
      accepted: false,
      reason: 'auth-required: sign in',
    });
  });

  it('reads COUNT with and without the approximate flag', () => {
    expect(parseReadMessage('["COUNT","sub",{"count":3}]')).toEqual({ type: 'COUNT', subscriptionId: 'sub', count: 3 });
    expect(parseReadMessage('["COUNT","sub",{"count":3,"approximate":true}]')).toEqual({
      type: 'COUNT',
      subscriptionId: 'sub',
      count: 3,
      approximate: true,
    });
  });

  it.each([
    ['not JSON', '["EVENT",'],
    ['not an array', '{"0":"EOSE"}'],
    ['an unknown type', '["HELLO","sub",{"count":1}]'],
    ['a COUNT without a number', '["COUNT","sub",{"count":"1"}]'],
    ['a negative COUNT', '["COUNT","sub",{"count":-1}]'],
    ['an AUTH without a challenge', '["AUTH",5]'],
    ['an OK without a reason', '["OK","id",true]'],
    ['a missing subscription id', '["EOSE"]'],
    ['a numeric subscription id', '["EOSE",7]'],
    ['a CLOSED without reason', '["CLOSED","sub"]'],
    ['a NOTICE without text', '["NOTICE",{}]'],
  ])('ignores %s', (_name, text) => {
    expect(parseReadMessage(text)).toBeUndefined();
  });

  // The subscription learns that its relay sent something it could not take (docs/architecture.md §16).
  it.each([
    ['an event that is not an object', '["EVENT","sub","x"]'],
    ['an event with a bad id', JSON.stringify(['EVENT', 'sub', { ...event, id: 'xyz' }])],
    ['an event with a kind over 65535', JSON.stringify(['EVENT', 'sub', { ...event, kind: 70_000 }])],
    ['an event with a non-string tag value', JSON.stringify(['EVENT', 'sub', { ...event, tags: [['d', 5]] }])],
    ['an event with a tag that is not a list', JSON.stringify(['EVENT', 'sub', { ...event, tags: ['d'] }])],
  ])('refuses %s, naming its subscription', (_name, text) => {
    expect(parseReadMessage(text)).toEqual({ type: 'REFUSED', subscriptionId: 'sub' });
  });

  describe('limits on relay data (docs/architecture.md §5)', () => {
    const now = event.created_at;

    it('drops a frame over 256 kB unread, even a valid NOTICE or EVENT', () => {
      expect(parseReadMessage(notice(RELAY_DATA_LIMITS.frameChars), now)?.type).toBe('NOTICE');
      expect(parseReadMessage(notice(RELAY_DATA_LIMITS.frameChars + 1), now)).toBeUndefined();
      // A 2 MB event: one that JSON.parse would take whole, dropped on its length alone; only its subscription
      // id is read from the frame's start.
      const huge = { ...event, content: 'x'.repeat(2_000_000) };
      expect(parseReadMessage(JSON.stringify(['EVENT', 'sub', huge]), now)).toEqual({ type: 'REFUSED', subscriptionId: 'sub' });
      expect(parseReadMessage(` [ "EVENT" , "${'s'.repeat(64)}", ${JSON.stringify(huge)}]`, now)).toEqual({ type: 'REFUSED', subscriptionId: 's'.repeat(64) });
      expect(parseReadMessage(JSON.stringify(['EVENT', 's'.repeat(65), huge]), now)).toBeUndefined();
    });

    it('hands over the event with its NIP-01 fields only', () => {
      const message = parseReadMessage(JSON.stringify(['EVENT', 'sub', { ...event, extra: [[[[{ deep: true }]]]], relays: ['wss://r'] }]), now);
      expect(message).toEqual({ type: 'EVENT', subscriptionId: 'sub', event });
    });

    it('ignores an event over the size, tag or content limits', () => {
      const tags = Array.from({ length: RELAY_DATA_LIMITS.tags + 1 }, () => ['t', 'car']);
      const refused = { type: 'REFUSED', subscriptionId: 'sub' };
      expect(parseReadMessage(JSON.stringify(['EVENT', 'sub', { ...event, tags }]), now)).toEqual(refused);
      const content = 'c'.repeat(RELAY_DATA_LIMITS.contentChars + 1);
      expect(parseReadMessage(JSON.stringify(['EVENT', 'sub', { ...event, content }]), now)).toEqual(refused);
      const wide = [['d', 'x'], ['alt', 'a'.repeat(RELAY_DATA_LIMITS.eventChars)]];
      expect(parseReadMessage(JSON.stringify(['EVENT', 'sub', { ...event, tags: wide }]), now)).toEqual(refused);
    });

    it('ignores an event dated more than 15 minutes after now', () => {
      expect(parseReadMessage(at(now + 900), now)?.type).toBe('EVENT');
      expect(parseReadMessage(at(now + 901), now)?.type).toBe('REFUSED');
      expect(parseReadMessage(at(now + 365 * 24 * 3600), now)?.type).toBe('REFUSED');
      // Without a clock given, the real one: an event dated next year is ignored today.
      expect(parseReadMessage(at(Math.floor(Date.now() / 1000) + 365 * 24 * 3600))?.type).toBe('REFUSED');
    });
  });
});
