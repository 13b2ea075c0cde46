import { describe, expect, it } from 'vitest';

import { newKeys, nowSeconds, signEvent, subscriptionId, useTestRelay } from '../testing/test-relay';
import { RELAY_LIMITS } from './relay-limits';

const fixture = useTestRelay();

describe('REQ → EVENT… EOSE, then live events', () => {
  it('sends stored matches newest first, then EOSE, then events published later', async () => {
    const key = newKeys();
    const [older, newer] = [signEvent(key, { created_at: 1000 }), signEvent(key, { created_at: 2000 })];
    await fixture.relay.publish(older);
    await fixture.relay.publish(newer);
    const reader = await fixture.connect();
    const sub = subscriptionId();
    const { events, closed } = await reader.query(sub, { authors: [key.pubkey] });
    expect(closed).toBeNull();
    expect(events.map((event) => event.id)).toEqual([newer.id, older.id]);

    const live = signEvent(key, { content: 'live' });
    const writer = await fixture.connect();
    expect((await writer.publish(live)).accepted).toBe(true);
    const [, liveSub, received] = await reader.waitFor((message) => message[0] === 'EVENT' && message[1] === sub);
    expect([liveSub, received]).toEqual([sub, live]);
  });

  it('stops live events after CLOSE', async () => {
    const key = newKeys();
    const reader = await fixture.connect();
    const writer = await fixture.connect();
    const sub = subscriptionId();
    await reader.query(sub, { authors: [key.pubkey] });
    await writer.publish(signEvent(key, { content: 'before close' }));
    await reader.waitFor((message) => message[0] === 'EVENT' && message[1] === sub);

    reader.send(['CLOSE', sub]);
    await reader.settle();
    await writer.publish(signEvent(key, { content: 'after close' }));
    await reader.settle();
    expect(reader.eventsFor(sub).map((event) => event.content)).toEqual(['before close']);
  });

  it('does not send a live event to a subscription whose filter it does not match', async () => {
    const key = newKeys();
    const reader = await fixture.connect();
    const sub = subscriptionId();
    await reader.query(sub, { authors: [key.pubkey], '#t': ['wanted'] });
    await fixture.relay.publish(signEvent(key, { tags: [['t', 'other']], content: 'unwanted' }));
    await fixture.relay.publish(signEvent(key, { tags: [['t', 'wanted']], content: 'wanted' }));
    await reader.waitFor((message) => message[0] === 'EVENT' && message[1] === sub);
    await reader.settle();
    expect(reader.eventsFor(sub).map((event) => event.content)).toEqual(['wanted']);
  });

  it('replaces a subscription when a REQ reuses its id', async () => {
    const [first, second] = [newKeys(), newKeys()];
    const reader = await fixture.connect();
    const sub = subscriptionId();
    await reader.query(sub, { authors: [first.pubkey] });
    await reader.query(sub, { authors: [second.pubkey] });
    await fixture.relay.publish(signEvent(first, { content: 'from first' }));
    await fixture.relay.publish(signEvent(second, { content: 'from second' }));
    await reader.waitFor((message) => message[0] === 'EVENT' && message[1] === sub);
    await reader.settle();
    expect(reader.eventsFor(sub).map((event) => event.content)).toEqual(['from second']);
  });
});

describe('filters', () => {
  it('matches tag filters: any value within a tag key, every tag key', async () => {
    const key = newKeys();
    const sedan = signEvent(key, { tags: [['t', 'car'], ['t', 'sedan']] });
    const suv = signEvent(key, { tags: [['t', 'car'], ['t', 'suv']] });
    const boat = signEvent(key, { tags: [['t', 'boat']] });
    for (const event of [sedan, suv, boat]) await fixture.relay.publish(event);
    const client = await fixture.connect();
    const ids = async (filter: object) => (await client.fetch({ authors: [key.pubkey], ...filter })).map((e) => e.id).toSorted();
    expect(await ids({ '#t': ['sedan', 'suv'] })).toEqual([sedan.id, suv.id].toSorted());
    expect(await ids({ '#t': ['boat'] })).toEqual([boat.id]);
    expect(await ids({ '#t': ['plane'] })).toEqual([]);
  });

  it('honours kinds, ids, since and until', async () => {
    const key = newKeys();
    const [a, b, c] = [100, 200, 300].map((created_at) => signEvent(key, { created_at, kind: 7 }));
    for (const event of [a, b, c]) await fixture.relay.publish(event!);
    const client = await fixture.connect();
    const contents = async (filter: object) => (await client.fetch({ authors: [key.pubkey], ...filter })).map((e) => e.created_at);
    expect(await contents({ kinds: [7], since: 150, until: 250 })).toEqual([200]);
    expect(await contents({ kinds: [1] })).toEqual([]);
    expect(await contents({ ids: [a!.id, c!.id] })).toEqual([300, 100]);
  });

  it('treats an empty list as matching nothing', async () => {
    const key = newKeys();
    await fixture.relay.publish(signEvent(key));
    const client = await fixture.connect();
    expect(await client.fetch({ authors: [key.pubkey], kinds: [] })).toEqual([]);
  });

  it('answers limit 0 with EOSE only, but still delivers live events', async () => {
    const key = newKeys();
    await fixture.relay.publish(signEvent(key));
    const client = await fixture.connect();
    const sub = subscriptionId();
    expect(await client.query(sub, { authors: [key.pubkey], limit: 0 })).toEqual({ events: [], closed: null });
    const live = signEvent(key);
    await fixture.relay.publish(live);
    const message = await client.waitFor((m) => m[0] === 'EVENT' && m[1] === sub);
    expect(message[2]).toEqual(live);
  });

  it('applies the default limit when a filter has none, and the newest events are the ones kept', async () => {
    const key = newKeys();
    const base = nowSeconds() - 10_000;
    const total = RELAY_LIMITS.defaultLimit + 5;
    for (let index = 0; index < total; index += 1) {
      await fixture.relay.publish(signEvent(key, { created_at: base + index, content: `n${index}` }));
    }
    const client = await fixture.connect();
    const events = await client.fetch({ authors: [key.pubkey] });
    expect(events).toHaveLength(RELAY_LIMITS.defaultLimit);
    expect(events[0]?.created_at).toBe(base + total - 1);
    expect(events.at(-1)?.created_at).toBe(base + 5);
    expect(await client.fetch({ authors: [key.pubkey], limit: 3 })).toHaveLength(3);
  });
});

describe('refused REQs', () => {
  it.each([
    ['a filter that is not an object', ['nope'], /^invalid: filter must be a JSON object/],
    ['no filter at all', [], /^invalid: at least one filter/],
    ['a short author', [{ authors: ['abc'] }], /^invalid: "authors"/],
    ['a negative limit', [{ limit: -1 }], /^invalid: "limit"/],
    ['a multi-letter tag key', [{ '#emoji': ['x'] }], /^invalid: unsupported filter field "#emoji"/],
    ['a string kind', [{ kinds: ['1'] }], /^invalid: "kinds"/],
    ['too many filters', Array.from({ length: RELAY_LIMITS.maxFilters + 1 }, () => ({})), /^invalid: too many filters/],
  ])('answers %s with CLOSED and a reason', async (_name, filters, reason) => {
    const client = await fixture.connect();
    const sub = subscriptionId();
    client.send(['REQ', sub, ...filters]);
    const message = await client.waitFor((m) => m[0] === 'CLOSED' && m[1] === sub);
    expect(message[2]).toMatch(reason);
  });

  it('ends an open subscription when a REQ reusing its id is refused', async () => {
    const key = newKeys();
    const client = await fixture.connect();
    const sub = subscriptionId();
    await client.query(sub, { authors: [key.pubkey] });
    client.send(['REQ', sub, { kinds: 'all' }]);
    await client.waitFor((m) => m[0] === 'CLOSED' && m[1] === sub);
    await fixture.relay.publish(signEvent(key));
    await client.settle();
    expect(client.eventsFor(sub)).toEqual([]);
  });

  it('refuses a subscription id longer than 64 characters', async () => {
    const client = await fixture.connect();
    const sub = 'x'.repeat(65);
    client.send(['REQ', sub, {}]);
    const message = await client.waitFor((m) => m[0] === 'CLOSED' && m[1] === sub);
    expect(message[2]).toMatch(/^invalid: subscription id/);
  });

  it('caps open subscriptions per connection with CLOSED rate-limited:, and frees a slot on CLOSE', async () => {
    const client = await fixture.connect();
    for (let index = 0; index < RELAY_LIMITS.maxSubscriptions; index += 1) {
      expect((await client.query(`open-${index}`, { kinds: [65_000], limit: 0 })).closed).toBeNull();
    }
    const refused = await client.query('one-too-many', { kinds: [65_000], limit: 0 });
    expect(refused.closed).toMatch(/^rate-limited: too many open subscriptions/);
    client.send(['CLOSE', 'open-0']);
    expect((await client.query('now-fits', { kinds: [65_000], limit: 0 })).closed).toBeNull();
  });
});

describe('ephemeral events (kinds 20000-29999)', () => {
  it('are broadcast to matching subscriptions (NIP-46 kind 24133 by #p) but never stored', async () => {
    const signer = newKeys();
    const app = newKeys();
    const bystander = newKeys();
    const appSide = await fixture.connect();
    const bystanderSide = await fixture.connect();
    const sub = subscriptionId('nip46');
    const otherSub = subscriptionId('nip46');
    await appSide.query(sub, { kinds: [24133], '#p': [app.pubkey] });
    await bystanderSide.query(otherSub, { kinds: [24133], '#p': [bystander.pubkey] });

    const response = signEvent(signer, { kind: 24133, tags: [['p', app.pubkey]], content: 'encrypted response' });
    const signerSide = await fixture.connect();
    expect(await signerSide.publish(response)).toEqual({ accepted: true, reason: '' });
    const message = await appSide.waitFor((m) => m[0] === 'EVENT' && m[1] === sub);
    expect(message[2]).toEqual(response);

    await bystanderSide.settle();
    expect(bystanderSide.eventsFor(otherSub)).toEqual([]);
    expect(await appSide.fetch({ ids: [response.id] })).toEqual([]);
  });
});
