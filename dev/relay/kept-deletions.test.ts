import { describe, expect, it } from 'vitest';

import { KIND } from '../../src/config/constants';

import { newKeys, signEvent, useTestRelay, type RelayFixture, type TestKeys } from '../testing/test-relay';
import { listing } from './test-listing';

/**
 * `applyDeletions: false` makes the relay behave like the many public relays that store NIP-09 requests
 * but keep serving what they name, so the app's own handling of deletions can be tested against it.
 */
const keeping = useTestRelay({ applyDeletions: false });
const applying = useTestRelay();

/** A listing, a note, and the author's kind 5 naming both (by `a` and `e`), published in that order. */
async function publishAndDelete(fixture: RelayFixture, author: TestKeys) {
  const client = await fixture.connect();
  const car = listing(author, { d: 'deleted-car', title: 'Deleted', created_at: 1000 });
  const note = signEvent(author, { created_at: 1000 });
  const request = signEvent(author, {
    kind: KIND.deletion,
    created_at: 2000,
    tags: [['a', `${KIND.listing}:${author.pubkey}:deleted-car`], ['e', car.id], ['e', note.id], ['k', String(KIND.listing)], ['k', '1']],
  });
  for (const event of [car, note, request]) expect(await client.publish(event)).toEqual({ accepted: true, reason: '' });
  return { client, car, note, request };
}

describe('a relay started with applyDeletions: false', () => {
  it('keeps serving the events a deletion request names, and serves the request too', async () => {
    const author = newKeys();
    const { client, car, note, request } = await publishAndDelete(keeping, author);
    expect(await client.fetch({ ids: [car.id, note.id] })).toEqual(expect.arrayContaining([car, note]));
    expect(await client.fetch({ kinds: [KIND.listing], authors: [author.pubkey], '#d': ['deleted-car'] })).toEqual([car]);
    expect(await client.fetch({ kinds: [KIND.deletion], '#a': [`${KIND.listing}:${author.pubkey}:deleted-car`] })).toEqual([request]);
    expect(await client.fetch({ kinds: [KIND.deletion], '#e': [car.id] })).toEqual([request]);
  });

  it('accepts a deleted event published again, and an older version of a deleted listing', async () => {
    const author = newKeys();
    const { client, note } = await publishAndDelete(keeping, author);
    expect((await client.publish(note)).reason).toMatch(/^duplicate:/);
    const older = listing(author, { d: 'deleted-car', title: 'Older', created_at: 500 });
    expect((await client.publish(older)).accepted).toBe(true);
  });
});

describe('the default relay (applyDeletions omitted)', () => {
  it('still removes what the request names and keeps only the request', async () => {
    const author = newKeys();
    const { client, car, note, request } = await publishAndDelete(applying, author);
    expect(await client.fetch({ ids: [car.id, note.id] })).toEqual([]);
    expect(await client.fetch({ kinds: [KIND.deletion], authors: [author.pubkey] })).toEqual([request]);
    expect((await client.publish(note)).reason).toMatch(/^blocked: /);
  });
});
