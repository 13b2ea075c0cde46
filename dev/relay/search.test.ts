import { describe, expect, it } from 'vitest';

import { KIND } from '../../src/config/constants';

import { newKeys, signEvent, useTestRelay } from '../testing/test-relay';
import { listing } from './test-listing';

const fixture = useTestRelay();
const seller = newKeys();

const corolla = listing(seller, {
  d: 'corolla',
  title: 'Toyota Corolla Hybrid',
  content: 'One owner, garage kept, new tyres.',
  extraTags: [['make', 'Toyota'], ['model', 'Corolla'], ['location', 'Lisbon'], ['year', '2019'], ['summary', 'Economical commuter']],
  created_at: 1000,
});
const golf = listing(seller, {
  d: 'golf',
  title: 'Volkswagen Golf GTI',
  content: 'Sporty hatchback with a manual gearbox.',
  extraTags: [['make', 'Volkswagen'], ['model', 'Golf'], ['location', 'Berlin'], ['year', '2021']],
  created_at: 2000,
});

async function searchIds(search: string, extra: object = {}): Promise<string[]> {
  const client = await fixture.connect();
  const events = await client.fetch({ kinds: [KIND.listing], authors: [seller.pubkey], search, ...extra });
  return events.map((event) => event.id);
}

describe('NIP-50 search over car listings (kind 30402)', () => {
  it('indexes the listing fields a buyer searches by', async () => {
    await fixture.relay.publish(corolla);
    await fixture.relay.publish(golf);
    expect(await searchIds('Corolla')).toEqual([corolla.id]); // title and model
    expect(await searchIds('Lisbon')).toEqual([corolla.id]); // location
    expect(await searchIds('2021')).toEqual([golf.id]); // year
    expect(await searchIds('commuter')).toEqual([corolla.id]); // summary
    expect(await searchIds('gearbox')).toEqual([golf.id]); // description (content)
    expect(await searchIds('volkswagen')).toEqual([golf.id]); // case-insensitive
    expect(await searchIds('Toyo')).toEqual([corolla.id]); // part of a word
  });

  it('requires every word, newest first when several match', async () => {
    expect(await searchIds('Toyota Lisbon')).toEqual([corolla.id]);
    expect(await searchIds('Toyota Berlin')).toEqual([]);
    expect(await searchIds('owner')).toEqual([corolla.id]);
    expect(await searchIds('new')).toEqual([corolla.id]);
    expect(await searchIds('with')).toEqual([golf.id]);
    expect(await searchIds('o')).toEqual([golf.id, corolla.id]);
  });

  it('matches words shorter than three characters, which the trigram index cannot', async () => {
    expect(await searchIds('GT')).toEqual([golf.id]);
    expect(await searchIds('GTI Golf')).toEqual([golf.id]);
  });

  it('combines search with tag filters and ignores NIP-50 key:value extensions', async () => {
    expect(await searchIds('Golf', { '#d': ['golf'] })).toEqual([golf.id]);
    expect(await searchIds('Golf', { '#d': ['corolla'] })).toEqual([]);
    expect(await searchIds('include:spam language:en Golf')).toEqual([golf.id]);
  });

  it('follows addressable replacement: the old title is gone, the new one is found', async () => {
    const first = listing(seller, { d: 'civic', title: 'Honda Civic Type R', created_at: 3000 });
    const second = listing(seller, { d: 'civic', title: 'Honda Accord Tourer', created_at: 3001 });
    await fixture.relay.publish(first);
    expect(await searchIds('Civic')).toEqual([first.id]);
    await fixture.relay.publish(second);
    expect(await searchIds('Civic')).toEqual([]);
    expect(await searchIds('Accord')).toEqual([second.id]);
  });

  it('follows deletion', async () => {
    const mazda = listing(seller, { d: 'mx5', title: 'Mazda Roadster', created_at: 4000 });
    await fixture.relay.publish(mazda);
    expect(await searchIds('Roadster')).toEqual([mazda.id]);
    await fixture.relay.publish(signEvent(seller, { kind: KIND.deletion, tags: [['a', `${KIND.listing}:${seller.pubkey}:mx5`]] }));
    expect(await searchIds('Roadster')).toEqual([]);
  });

  it('still searches the kinds the library indexes itself (notes)', async () => {
    const author = newKeys();
    const note = signEvent(author, { content: 'Anyone selling a Land Cruiser?' });
    await fixture.relay.publish(note);
    const client = await fixture.connect();
    expect(await client.fetch({ authors: [author.pubkey], search: 'cruiser' })).toEqual([note]);
  });
});
