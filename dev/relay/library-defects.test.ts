import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { KIND } from '../../src/config/constants';

import { newKeys, signEvent, subscriptionId, useTestRelay } from '../testing/test-relay';
import { listing } from './test-listing';

/** Regression tests for the @nostr-relay/core 0.0.40 defects listed in docs/architecture.md §12. */
const fixture = useTestRelay();

describe('defect 1: FTS5 syntax in a NIP-50 search killed the process', () => {
  const unhandled = vi.fn();
  beforeEach(() => {
    unhandled.mockClear();
    process.on('unhandledRejection', unhandled);
  });
  afterEach(() => {
    process.off('unhandledRejection', unhandled);
  });

  it.each(['a"b', '"', '"unterminated', 'car*', '(sedan', 'AND', 'model:3', 'NEAR(a b)', '^start', 'x OR', '-'])(
    'answers search %j with EOSE and keeps serving the connection',
    async (search) => {
      const seller = newKeys();
      // A stored, indexed listing makes SQLite really evaluate the MATCH (with none it may skip it).
      const car = listing(seller, { d: 'defect-1', title: 'Skoda Octavia Estate' });
      await fixture.relay.publish(car);
      const client = await fixture.connect();
      const sub = subscriptionId();
      expect(await client.query(sub, { search })).toMatchObject({ closed: null });
      expect(await client.fetch({ search: 'Octavia', authors: [seller.pubkey] })).toEqual([car]);
      expect(unhandled).not.toHaveBeenCalled();
    },
  );

  it('finds text that itself contains a double quote', async () => {
    const key = newKeys();
    const note = signEvent(key, { content: 'The "Beetle" is back' });
    await fixture.relay.publish(note);
    const client = await fixture.connect();
    expect(await client.fetch({ authors: [key.pubkey], search: '"Beetle"' })).toEqual([note]);
  });
});

describe('defect 2: the filter-result cache served stale results for a second', () => {
  it('shows an event published between two identical queries less than a second apart', async () => {
    const key = newKeys();
    const client = await fixture.connect();
    const filter = { kinds: [1], authors: [key.pubkey] };
    // Back to back, well inside the 1000 ms the library's cache would have kept the first answer.
    expect(await client.fetch(filter)).toEqual([]);
    const note = signEvent(key);
    await client.publish(note);
    expect(await client.fetch(filter)).toEqual([note]);
  });
});

describe('defect 3: a filter with more than two tag keys returned nothing', () => {
  it('returns exactly the events matching all of three (and four) tag keys', async () => {
    const key = newKeys();
    const all = signEvent(key, { tags: [['t', 'car'], ['l', 'used'], ['g', 'lisbon'], ['r', 'x']] });
    const noG = signEvent(key, { tags: [['t', 'car'], ['l', 'used'], ['g', 'porto']] });
    const noL = signEvent(key, { tags: [['t', 'car'], ['l', 'new'], ['g', 'lisbon']] });
    for (const event of [all, noG, noL]) await fixture.relay.publish(event);
    const client = await fixture.connect();
    const base = { authors: [key.pubkey], '#t': ['car'], '#l': ['used'] };
    expect(await client.fetch({ ...base, '#g': ['lisbon'] })).toEqual([all]);
    expect(await client.fetch({ ...base, '#g': ['lisbon'], '#r': ['x'] })).toEqual([all]);
    expect(await client.fetch({ ...base, '#g': ['madrid'] })).toEqual([]);
  });

  it('pages past many newer partial matches to fill the limit', async () => {
    const key = newKeys();
    const wanted = signEvent(key, { created_at: 100, tags: [['t', 'car'], ['l', 'used'], ['g', 'lisbon']] });
    await fixture.relay.publish(wanted);
    for (let index = 0; index < 80; index += 1) {
      await fixture.relay.publish(signEvent(key, { created_at: 200 + index, tags: [['t', 'car'], ['l', 'used'], ['g', 'elsewhere']] }));
    }
    const client = await fixture.connect();
    const filter = { authors: [key.pubkey], '#t': ['car'], '#l': ['used'], '#g': ['lisbon'], limit: 1 };
    expect(await client.fetch(filter)).toEqual([wanted]);
  });
});

describe('defect 4: no COUNT, NIP-11 or WebSocket layer', () => {
  it('speaks NIP-01 over WebSocket and answers COUNT (details in count-and-nip11.test.ts)', async () => {
    const client = await fixture.connect();
    const sub = subscriptionId('count');
    client.send(['COUNT', sub, { kinds: [65_001] }]);
    expect(await client.waitFor((m) => m[0] === 'COUNT' && m[1] === sub)).toEqual(['COUNT', sub, { count: 0 }]);
    const response = await fetch(fixture.relay.httpUrl, { headers: { Accept: 'application/nostr+json' } });
    expect((await response.json()) as unknown).toMatchObject({ name: 'Carstr dev relay' });
  });
});

describe('defect 5: NIP-50 search did not index kind 30402', () => {
  it('finds a listing by a word of its title', async () => {
    const seller = newKeys();
    const car = listing(seller, { d: 'defect-5', title: 'Peugeot Partner Tepee' });
    await fixture.relay.publish(car);
    const client = await fixture.connect();
    expect(await client.fetch({ kinds: [KIND.listing], search: 'Tepee' })).toEqual([car]);
  });
});

describe('the event-handling result cache repeated stale OKs', () => {
  it('answers a superseded replaceable version as a duplicate, not as freshly accepted', async () => {
    const key = newKeys();
    const client = await fixture.connect();
    const v1 = signEvent(key, { kind: KIND.profile, created_at: 100, content: '{"name":"one"}' });
    expect(await client.publish(v1)).toEqual({ accepted: true, reason: '' });
    await client.publish(signEvent(key, { kind: KIND.profile, created_at: 200, content: '{"name":"two"}' }));
    const again = await client.publish(v1);
    expect(again.reason).toMatch(/^duplicate:/);
    expect(await client.fetch({ kinds: [KIND.profile], authors: [key.pubkey] })).not.toContainEqual(v1);
  });
});
