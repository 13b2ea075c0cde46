import { describe, expect, it } from 'vitest';

import { KIND } from '../../src/config/constants';

import { newKeys, signEvent, subscriptionId, useTestRelay } from '../testing/test-relay';
import { listing } from './test-listing';

const fixture = useTestRelay();

describe('replaceable and addressable events', () => {
  it('keeps only the newest version of an addressable event per kind:pubkey:d', async () => {
    const seller = newKeys();
    const old = listing(seller, { d: 'car-1', title: 'Old title', created_at: 1000 });
    const current = listing(seller, { d: 'car-1', title: 'New title', created_at: 2000 });
    const client = await fixture.connect();
    expect((await client.publish(old)).accepted).toBe(true);
    expect((await client.publish(current)).accepted).toBe(true);
    expect(await client.fetch({ kinds: [KIND.listing], authors: [seller.pubkey], '#d': ['car-1'] })).toEqual([current]);
    // An older version arriving late does not replace the newer one.
    await client.publish(listing(seller, { d: 'car-1', title: 'Stale', created_at: 1500 }));
    expect(await client.fetch({ kinds: [KIND.listing], authors: [seller.pubkey] })).toEqual([current]);
  });

  it('keeps versions with different d tags, and other authors\' events with the same d, side by side', async () => {
    const [seller, copycat] = [newKeys(), newKeys()];
    const client = await fixture.connect();
    await client.publish(listing(seller, { d: 'car-a', title: 'A' }));
    await client.publish(listing(seller, { d: 'car-b', title: 'B' }));
    await client.publish(listing(copycat, { d: 'car-a', title: 'A copy' }));
    const found = await client.fetch({ kinds: [KIND.listing], authors: [seller.pubkey, copycat.pubkey] });
    expect(found).toHaveLength(3);
  });

  it('breaks a created_at tie by keeping the lowest id, whatever the arrival order', async () => {
    const seller = newKeys();
    const versions = ['one', 'two', 'three', 'four'].map((title) =>
      listing(seller, { d: 'tie', title, created_at: 5000 }),
    );
    const lowest = versions.reduce((min, event) => (event.id < min.id ? event : min));
    const client = await fixture.connect();
    const arrival = versions.toSorted((a, b) => (a.id < b.id ? 1 : -1)); // highest id first
    for (const event of arrival) await client.publish(event);
    expect(await client.fetch({ kinds: [KIND.listing], authors: [seller.pubkey] })).toEqual([lowest]);
  });

  it.each([0, 3, KIND.relayList])('keeps only the newest kind %i event per author', async (kind) => {
    const author = newKeys();
    const client = await fixture.connect();
    await client.publish(signEvent(author, { kind, created_at: 100, content: 'v1' }));
    await client.publish(signEvent(author, { kind, created_at: 300, content: 'v3' }));
    await client.publish(signEvent(author, { kind, created_at: 200, content: 'v2' }));
    const found = await client.fetch({ kinds: [kind], authors: [author.pubkey] });
    expect(found.map((event) => event.content)).toEqual(['v3']);
  });
});

describe('NIP-09 deletion', () => {
  it('deletes the author\'s event by e tag, keeps the request, and refuses the event afterwards', async () => {
    const author = newKeys();
    const note = signEvent(author, { content: 'regret' });
    const client = await fixture.connect();
    await client.publish(note);
    const request = signEvent(author, { kind: KIND.deletion, tags: [['e', note.id]] });
    expect(await client.publish(request)).toEqual({ accepted: true, reason: '' });
    expect(await client.fetch({ ids: [note.id] })).toEqual([]);
    expect(await client.fetch({ kinds: [KIND.deletion], authors: [author.pubkey] })).toEqual([request]);
    const again = await client.publish(note);
    expect(again.accepted).toBe(false);
    expect(again.reason).toMatch(/^blocked: /);
  });

  it('ignores a deletion request for someone else\'s event', async () => {
    const [author, stranger] = [newKeys(), newKeys()];
    const note = signEvent(author);
    const client = await fixture.connect();
    await client.publish(note);
    await client.publish(signEvent(stranger, { kind: KIND.deletion, tags: [['e', note.id]] }));
    expect(await client.fetch({ ids: [note.id] })).toEqual([note]);
    // ...and the stranger's request does not block the author's event either.
    expect((await client.publish(note)).reason).toMatch(/^duplicate:/);
  });

  it('refuses an event whose deletion request arrived first', async () => {
    const author = newKeys();
    const note = signEvent(author);
    const client = await fixture.connect();
    await client.publish(signEvent(author, { kind: KIND.deletion, tags: [['e', note.id]] }));
    expect((await client.publish(note)).accepted).toBe(false);
  });

  it('deletes an addressable event by a tag up to the request\'s created_at only', async () => {
    const seller = newKeys();
    const client = await fixture.connect();
    const sold = listing(seller, { d: 'sold-car', title: 'Gone', created_at: 1000 });
    await client.publish(sold);
    const coordinate = `${KIND.listing}:${seller.pubkey}:sold-car`;
    await client.publish(signEvent(seller, { kind: KIND.deletion, created_at: 2000, tags: [['a', coordinate]] }));
    expect(await client.fetch({ kinds: [KIND.listing], authors: [seller.pubkey] })).toEqual([]);

    const olderVersion = listing(seller, { d: 'sold-car', title: 'Older', created_at: 1500 });
    expect((await client.publish(olderVersion)).accepted).toBe(false);
    const relisted = listing(seller, { d: 'sold-car', title: 'Back on sale', created_at: 3000 });
    expect((await client.publish(relisted)).accepted).toBe(true);
    expect(await client.fetch({ kinds: [KIND.listing], authors: [seller.pubkey] })).toEqual([relisted]);
  });

  it('ignores an a tag naming another author\'s coordinate', async () => {
    const [seller, stranger] = [newKeys(), newKeys()];
    const client = await fixture.connect();
    const car = listing(seller, { d: 'mine', title: 'Mine' });
    await client.publish(car);
    await client.publish(signEvent(stranger, { kind: KIND.deletion, tags: [['a', `${KIND.listing}:${seller.pubkey}:mine`]] }));
    expect(await client.fetch({ ids: [car.id] })).toEqual([car]);
  });

  it('handles d values containing colons', async () => {
    const seller = newKeys();
    const client = await fixture.connect();
    const car = listing(seller, { d: 'car:2024:x', title: 'Colons', created_at: 100 });
    await client.publish(car);
    await client.publish(signEvent(seller, { kind: KIND.deletion, created_at: 200, tags: [['a', `${KIND.listing}:${seller.pubkey}:car:2024:x`]] }));
    expect(await client.fetch({ ids: [car.id] })).toEqual([]);
  });

  it('broadcasts the deletion request to live subscribers', async () => {
    const author = newKeys();
    const client = await fixture.connect();
    const sub = subscriptionId();
    await client.query(sub, { kinds: [KIND.deletion], authors: [author.pubkey] });
    const request = signEvent(author, { kind: KIND.deletion, tags: [['e', 'ab'.repeat(32)]] });
    await fixture.relay.publish(request);
    const message = await client.waitFor((m) => m[0] === 'EVENT' && m[1] === sub);
    expect(message[2]).toEqual(request);
  });
});
