import { describe, expect, it } from 'vitest';

import { KIND } from '../../src/config/constants';

import { newKeys, nowSeconds, signEvent, useTestRelay } from '../testing/test-relay';
import { storedBytes } from './author-quota';

const fixture = useTestRelay({ limits: { maxEventsPerAuthor: 3, maxBytesPerAuthor: 4_000 } });
const BLOCKED = expect.stringMatching(/^blocked: this key/);

describe('per-author storage quota', () => {
  it('refuses a new event past the event quota with blocked:, and keeps each author to their own quota', async () => {
    const [alice, bob] = [newKeys(), newKeys()];
    const client = await fixture.connect();
    const notes = [1, 2, 3].map((n) => signEvent(alice, { content: `note ${n}` }));
    for (const note of notes) expect(await client.publish(note)).toEqual({ accepted: true, reason: '' });
    const fourth = signEvent(alice, { content: 'one too many' });
    expect(await client.publish(fourth)).toEqual({ accepted: false, reason: BLOCKED });
    await expect(fixture.relay.publish(signEvent(alice, { content: 'seeded, same rule' }))).rejects.toThrow(/^blocked: /);
    // Publishing a stored event again stores nothing: it is a duplicate, not a refusal.
    expect(await client.publish(notes[0]!)).toMatchObject({ accepted: true, reason: expect.stringMatching(/^duplicate:/) });
    expect(await client.publish(signEvent(bob, { content: 'bob has room' }))).toEqual({ accepted: true, reason: '' });
    expect(await client.fetch({ authors: [alice.pubkey] })).toHaveLength(3);
  });

  it('lets an author at the quota edit a replaceable event, delete, and then publish again', async () => {
    const alice = newKeys();
    const client = await fixture.connect();
    const profile = signEvent(alice, { kind: KIND.profile, content: '{"name":"Alice"}', created_at: nowSeconds() - 10 });
    const notes = [1, 2].map((n) => signEvent(alice, { content: `note ${n}` }));
    for (const event of [profile, ...notes]) expect((await client.publish(event)).accepted).toBe(true);
    // A new profile version replaces the old one: no extra slot.
    const edited = signEvent(alice, { kind: KIND.profile, content: '{"name":"Alice B."}' });
    expect(await client.publish(edited)).toEqual({ accepted: true, reason: '' });
    expect(await client.publish(signEvent(alice, { content: 'a third note' }))).toEqual({ accepted: false, reason: BLOCKED });
    // A deletion request is taken at the quota, and what it deletes frees room.
    const deletion = signEvent(alice, { kind: KIND.deletion, tags: [['e', notes[0]!.id]] });
    expect(await client.publish(deletion)).toEqual({ accepted: true, reason: '' });
    expect(await client.publish(signEvent(alice, { content: 'room again' }))).toEqual({ accepted: true, reason: '' });
    expect(await client.publish(signEvent(alice, { content: 'and full again' }))).toEqual({ accepted: false, reason: BLOCKED });
  });

  it('refuses an event that would take the author past the byte quota, counting tags and content', async () => {
    const alice = newKeys();
    const client = await fixture.connect();
    const big = signEvent(alice, { content: 'x'.repeat(3_000), tags: [['t', 'car']] });
    expect(storedBytes(big)).toBe(3_000 + JSON.stringify([['t', 'car']]).length);
    expect(await client.publish(big)).toEqual({ accepted: true, reason: '' });
    expect(await client.publish(signEvent(alice, { content: 'y'.repeat(1_000) }))).toEqual({ accepted: false, reason: BLOCKED });
    expect(await client.publish(signEvent(alice, { content: 'small' }))).toEqual({ accepted: true, reason: '' });
  });

  it('holds when events of one author arrive together (each is checked after the previous one is stored)', async () => {
    const alice = newKeys();
    // Five submissions started in the same tick, as from five connections at once.
    const results = await Promise.allSettled([1, 2, 3, 4, 5].map((n) => fixture.relay.publish(signEvent(alice, { content: `at once ${n}` }))));
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(3);
    expect(results.flatMap((result) => (result.status === 'rejected' ? [String(result.reason)] : []))).toEqual([
      expect.stringMatching(/blocked: /),
      expect.stringMatching(/blocked: /),
    ]);
  });

  it('is not spent by ephemeral events, which are never stored', async () => {
    const alice = newKeys();
    const client = await fixture.connect();
    for (const n of [1, 2, 3]) expect((await client.publish(signEvent(alice, { content: `note ${n}` }))).accepted).toBe(true);
    expect(await client.publish(signEvent(alice, { kind: 24_133, content: 'NIP-46 reply' }))).toEqual({ accepted: true, reason: '' });
  });
});
