import { NRelay1 } from '@nostrify/nostrify';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';

import { KIND } from '../../src/config/constants';

import { newKeys, plainEvent, signEvent, tampered, useTestRelay } from '../testing/test-relay';
import { listing } from './test-listing';

/** What the app uses in the browser, run against the relay in Node (which has no global WebSocket). */
const fixture = useTestRelay();
const relays: NRelay1[] = [];

beforeAll(() => {
  globalThis.WebSocket ??= WebSocket as unknown as typeof globalThis.WebSocket;
});
afterEach(async () => {
  await Promise.all(relays.splice(0).map((relay) => relay.close()));
});

function connect(): NRelay1 {
  const relay = new NRelay1(fixture.relay.url, { backoff: false, idleTimeout: false });
  relays.push(relay);
  return relay;
}

describe("Nostrify's NRelay1 against the embedded relay", () => {
  it('publishes with event() and reads back with query() using the app\'s listing filter', async () => {
    const seller = newKeys();
    const car = listing(seller, { d: 'nrelay1', title: 'Ford Focus Estate', extraTags: [['t', 'sedan']] });
    const relay = connect();
    await relay.event(car);
    const found = await relay.query([{ kinds: [KIND.listing], '#t': ['car', 'sedan'], authors: [seller.pubkey], limit: 100 }]);
    expect(found.map(plainEvent)).toEqual([car]);
  });

  it('rejects event() with the relay\'s OK reason', async () => {
    const note = signEvent(newKeys());
    const forged = tampered(note, { content: 'changed' });
    await expect(connect().event(forged)).rejects.toThrow('invalid: bad event id');
  });

  it('counts with count() and reads the NIP-11 document with getRelayInfo()', async () => {
    const key = newKeys();
    await fixture.relay.publish(signEvent(key));
    await fixture.relay.publish(signEvent(key));
    const relay = connect();
    expect(await relay.count([{ authors: [key.pubkey] }])).toEqual({ count: 2 });
    const info = await relay.getRelayInfo();
    expect(info?.supported_nips).toContain(45);
    expect(info?.limitation?.max_limit).toBeGreaterThan(0);
  });

  it('delivers a NIP-46 style ephemeral request to a waiting req() stream', async () => {
    const [app, bunker] = [newKeys(), newKeys()];
    const listener = connect();
    const controller = new AbortController();
    const stream = listener.req([{ kinds: [24133], '#p': [bunker.pubkey] }], { signal: controller.signal });
    const request = signEvent(app, { kind: 24133, tags: [['p', bunker.pubkey]], content: 'ciphertext' });

    const first = await stream.next();
    expect(first.value?.[0]).toBe('EOSE');
    await connect().event(request);
    const second = await stream.next();
    expect(second.value?.[0]).toBe('EVENT');
    expect(second.value?.[0] === 'EVENT' && plainEvent(second.value[2])).toEqual(request);
    controller.abort();
  });
});
