import { finalizeEvent } from 'nostr-tools';
import { describe, expect, it } from 'vitest';

import { newKeys, nowSeconds, queryEvents, signEvent, startTestRelay, tampered, useTestRelay } from '../testing/test-relay';
import { RELAY_LIMITS } from './relay-limits';

const fixture = useTestRelay();
const alice = newKeys();

describe('EVENT → OK', () => {
  it('accepts a valid event with OK true and serves it afterwards', async () => {
    const client = await fixture.connect();
    const event = signEvent(alice, { content: 'first note' });
    expect(await client.publish(event)).toEqual({ accepted: true, reason: '' });
    expect(await client.fetch({ ids: [event.id] })).toEqual([event]);
  });

  it('answers a repeated event with OK true and a duplicate: reason', async () => {
    const client = await fixture.connect();
    const event = signEvent(alice);
    await client.publish(event);
    const again = await client.publish(event);
    expect(again.accepted).toBe(true);
    expect(again.reason).toMatch(/^duplicate:/);
  });

  it('refuses a bad signature with "invalid: bad signature" and does not store the event', async () => {
    const client = await fixture.connect();
    const event = signEvent(alice);
    const otherSig = signEvent(alice, { content: 'other' }).sig;
    const forged = tampered(event, { sig: otherSig });
    expect(await client.publish(forged)).toEqual({ accepted: false, reason: 'invalid: bad signature' });
    expect(await client.fetch({ ids: [event.id] })).toEqual([]);
  });

  it('refuses an id that does not match the content with "invalid: bad event id"', async () => {
    const client = await fixture.connect();
    const forged = tampered(signEvent(alice, { content: 'original' }), { content: 'changed after signing' });
    expect(await client.publish(forged)).toEqual({ accepted: false, reason: 'invalid: bad event id' });
  });

  it.each([
    ['uppercase pubkey', { pubkey: 'A'.repeat(64) }, /^invalid: pubkey/],
    ['short sig', { sig: 'ab' }, /^invalid: sig/],
    ['negative kind', { kind: -1 }, /^invalid: kind/],
    ['fractional kind', { kind: 1.5 }, /^invalid: kind/],
    ['kind above 65535', { kind: 70_000 }, /^invalid: kind/],
    ['negative created_at', { created_at: -5 }, /^invalid: created_at/],
    ['string created_at', { created_at: '1700000000' }, /^invalid: created_at/],
    ['tags not arrays', { tags: ['t', 'car'] }, /^invalid: tags/],
    ['tag with a number', { tags: [['t', 5]] }, /^invalid: tags/],
    ['content not a string', { content: { text: 'hi' } }, /^invalid: content/],
  ])('refuses a malformed event (%s) with OK false and an invalid: reason', async (_name, change, reason) => {
    const client = await fixture.connect();
    const event = { ...tampered(signEvent(alice), {}), ...change };
    const result = await client.publish(event as never);
    expect(result.accepted).toBe(false);
    expect(result.reason).toMatch(reason);
  });

  it('answers an EVENT without a usable id with a NOTICE, since there is no id to put in an OK', async () => {
    const client = await fixture.connect();
    client.send(['EVENT', { kind: 1, content: 'no id' }]);
    const [, notice] = await client.waitFor((message) => message[0] === 'NOTICE');
    expect(notice).toMatch(/^invalid: id/);
    client.send(['EVENT', 'not an object']);
    const [, second] = await client.waitFor((message) => message[0] === 'NOTICE');
    expect(second).toBe('invalid: event must be a JSON object');
  });

  it('refuses more tags than the advertised maximum', async () => {
    const client = await fixture.connect();
    const tags = Array.from({ length: RELAY_LIMITS.maxEventTags + 1 }, (_, index) => ['t', `tag${index}`]);
    const result = await client.publish(signEvent(alice, { tags }));
    expect(result).toEqual({ accepted: false, reason: `invalid: too many tags (max ${RELAY_LIMITS.maxEventTags})` });
  });

  it('refuses an event larger than max_message_length with OK false, and keeps the connection', async () => {
    const client = await fixture.connect();
    const event = signEvent(alice, { content: 'x'.repeat(RELAY_LIMITS.maxMessageLength) });
    const result = await client.publish(event);
    expect(result.accepted).toBe(false);
    expect(result.reason).toMatch(/^invalid: message is larger than/);
    expect(await client.publish(signEvent(alice, { content: 'small again' }))).toMatchObject({ accepted: true });
  });

  it('refuses an already expired event (NIP-40) and stops serving one once it expires', async () => {
    const client = await fixture.connect();
    const expired = signEvent(alice, { tags: [['expiration', String(nowSeconds() - 10)]] });
    expect(await client.publish(expired)).toEqual({ accepted: false, reason: 'invalid: event has expired' });
    const soon = signEvent(alice, { tags: [['expiration', String(nowSeconds() + 1)]] });
    expect((await client.publish(soon)).accepted).toBe(true);
    expect(await client.fetch({ ids: [soon.id] })).toHaveLength(1);
    await expect.poll(async () => client.fetch({ ids: [soon.id] }), { timeout: 4000, interval: 250 }).toEqual([]);
  });

  it('refuses an event dated more than 15 minutes ahead with invalid:, and takes one a few minutes ahead', async () => {
    const client = await fixture.connect();
    const farAhead = signEvent(alice, { created_at: nowSeconds() + 15 * 60 + 60 });
    expect(await client.publish(farAhead)).toEqual({ accepted: false, reason: 'invalid: created_at is more than 900 seconds in the future' });
    await expect(fixture.relay.publish(signEvent(alice, { created_at: nowSeconds() + 365 * 86_400 }))).rejects.toThrow(/^invalid: created_at/);
    // A seller's clock a few minutes fast is a normal day.
    const slightlyAhead = signEvent(alice, { created_at: nowSeconds() + 10 * 60 });
    expect(await client.publish(slightlyAhead)).toEqual({ accepted: true, reason: '' });
    expect(await client.fetch({ ids: [farAhead.id, slightlyAhead.id] })).toEqual([slightlyAhead]);
  });

  it('stores far-future events when started with maxFutureSeconds Infinity (a stand-in for a relay that stores anything)', async () => {
    const lenient = await startTestRelay({ limits: { maxFutureSeconds: Number.POSITIVE_INFINITY } });
    try {
      const nextYear = signEvent(alice, { created_at: nowSeconds() + 365 * 86_400 });
      await lenient.publish(nextYear);
      expect(await queryEvents(lenient.url, { ids: [nextYear.id] })).toEqual([nextYear]);
    } finally {
      await lenient.close();
    }
  });

  it('refuses NIP-26 delegated events, whose stored author would differ from pubkey', async () => {
    const client = await fixture.connect();
    const delegated = signEvent(alice, { tags: [['delegation', newKeys().pubkey, 'kind=1', 'ab'.repeat(64)]] });
    const result = await client.publish(delegated);
    expect(result).toEqual({ accepted: false, reason: 'blocked: NIP-26 delegated events are not accepted' });
  });
});

describe('RelayHandle.publish', () => {
  it('stores a valid event that clients then receive', async () => {
    const event = signEvent(alice, { content: 'seeded' });
    await fixture.relay.publish(event);
    const client = await fixture.connect();
    expect(await client.fetch({ ids: [event.id] })).toEqual([event]);
  });

  it('throws the OK reason for an event the relay refuses', async () => {
    const forged = tampered(signEvent(alice), { sig: signEvent(alice, { content: 'x' }).sig });
    await expect(fixture.relay.publish(forged)).rejects.toThrow('invalid: bad signature');
  });

  it('does not trust a nostr-tools "verified" marker left on an event changed after signing', async () => {
    const template = { kind: 1, tags: [], content: 'signed', created_at: nowSeconds() };
    const event = finalizeEvent(template, alice.secretKey);
    const otherSig = signEvent(alice, { content: 'other' }).sig;
    // finalizeEvent marks the object as verified and spreading keeps that marker.
    await expect(fixture.relay.publish({ ...event, sig: otherSig })).rejects.toThrow('invalid: bad signature');
  });
});
