import { describe, expect, it } from 'vitest';

import { parseReadMessage } from './relay-message';
import { fakeEvent } from './testing/events';

const event = fakeEvent({ kind: 30402, tags: [['d', 'x']] });

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
    ['an event that is not an object', '["EVENT","sub","x"]'],
    ['an event with a bad id', JSON.stringify(['EVENT', 'sub', { ...event, id: 'xyz' }])],
    ['an event with a kind over 65535', JSON.stringify(['EVENT', 'sub', { ...event, kind: 70_000 }])],
    ['an event with a non-string tag value', JSON.stringify(['EVENT', 'sub', { ...event, tags: [['d', 5]] }])],
    ['an event with a tag that is not a list', JSON.stringify(['EVENT', 'sub', { ...event, tags: ['d'] }])],
    ['a NOTICE without text', '["NOTICE",{}]'],
  ])('ignores %s', (_name, text) => {
    expect(parseReadMessage(text)).toBeUndefined();
  });
});
