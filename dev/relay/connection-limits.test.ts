import type { NostrEvent } from 'nostr-tools';
import { afterEach, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';

import { newKeys, signEvent, startTestRelay, subscriptionId, TestClient, useTestRelay, type TestKeys } from '../testing/test-relay';

const RATE_LIMITED = expect.stringMatching(/^rate-limited: /);

describe('messages per second (token bucket per connection)', () => {
  it('answers messages over the rate with rate-limited: (OK false, CLOSED) without handling them, and still honours CLOSE', async () => {
    // A burst of 4 and practically no refill, so the test does not depend on how fast the machine is.
    const relay = await startTestRelay({ limits: { messageBurst: 4, messagesPerSecond: 0.001 } });
    const client = await TestClient.connect(relay.url);
    try {
      const alice = newKeys();
      expect((await client.query('a', { authors: [alice.pubkey], kinds: [1] })).closed).toBeNull();
      expect((await client.query('b', { authors: [alice.pubkey], kinds: [1] })).closed).toBeNull();
      client.send(['COUNT', 'c', { authors: [alice.pubkey] }]);
      expect(await client.waitFor((m) => m[1] === 'c')).toEqual(['COUNT', 'c', { count: 0 }]);
      expect(await client.publish(signEvent(alice, { kind: 7 }))).toMatchObject({ accepted: true });

      const refused = signEvent(alice, { content: 'over the rate' });
      expect(await client.publish(refused)).toEqual({ accepted: false, reason: RATE_LIMITED });
      expect(await client.query('d', { authors: [alice.pubkey] })).toEqual({ events: [], closed: RATE_LIMITED });
      client.send(['COUNT', 'e', { authors: [alice.pubkey] }]);
      expect(await client.waitFor((m) => m[1] === 'e')).toEqual(['CLOSED', 'e', RATE_LIMITED]);
      client.send(['CLOSE', 'a']);
      // Answers come in order: once this refusal is back, the CLOSE before it has been handled.
      expect(await client.query('marker', {})).toEqual({ events: [], closed: RATE_LIMITED });

      // Nothing refused was handled: the event is not stored. Live delivery shows CLOSE a was: the relay
      // serves a connection's subscriptions in the order they were opened, so an event for a would come first.
      expect(await relay.publish(signEvent(alice, { content: 'live' })).then(() => true)).toBe(true);
      await client.waitFor((m) => m[0] === 'EVENT' && m[1] === 'b');
      expect(client.eventsFor('a')).toEqual([]);
      const other = await TestClient.connect(relay.url);
      try {
        // Each connection has its own bucket.
        expect(await other.fetch({ ids: [refused.id] })).toEqual([]);
      } finally {
        await other.close();
      }
    } finally {
      await client.close();
      await relay.close();
    }
  });
});

/** Every pausable client a test opened, cut after it so no socket (or its pinger) outlives its test. */
const pausable: PausableClient[] = [];
afterEach(() => {
  for (const client of pausable.splice(0)) client.socket.terminate();
});

/** A raw client whose reading the test controls: it can stop reading, as a stalled or hostile client does. */
class PausableClient {
  readonly socket: WebSocket;
  readonly messages: unknown[][] = [];
  readonly closed: Promise<number>;

  private constructor(socket: WebSocket) {
    this.socket = socket;
    socket.on('message', (data) => this.messages.push(JSON.parse(String(data)) as unknown[]));
    this.closed = new Promise((resolve) => socket.once('close', (code) => resolve(code)));
  }

  static async connect(url: string): Promise<PausableClient> {
    const socket = new WebSocket(url);
    socket.on('error', () => undefined);
    await new Promise<void>((resolve, reject) => {
      socket.once('open', () => resolve());
      socket.once('error', reject);
    });
    const client = new PausableClient(socket);
    pausable.push(client);
    return client;
  }

  /**
   * Resolves with the close code once the relay has cut the connection. A client that does not read cannot
   * see the cut, but its writes can: pings sent to a closed socket come back as a reset.
   */
  cutWhilePaused(): Promise<number> {
    const pinger = setInterval(() => {
      if (this.socket.readyState === WebSocket.OPEN) this.socket.ping();
    }, 50);
    return this.closed.finally(() => clearInterval(pinger));
  }

  eventCount(id: string): number {
    return this.messages.filter((message) => message[0] === 'EVENT' && message[1] === id).length;
  }
}

/** 64 events of ~256 kB: 16 MB, far beyond what the kernel's socket buffers hold for a client that reads nothing. */
const BIG_EVENTS = 64;
const bigEvent = (keys: TestKeys, n: number): NostrEvent => signEvent(keys, { content: `${n} `.padEnd(256 * 1024, 'x') });

describe('bytes waiting to be sent to one client', () => {
  const fixture = useTestRelay({ limits: { maxQueuedBytes: 64 * 1024, stalledClientMs: 200 } });
  const seller = newKeys();

  it('sends a large stored answer to a client that reads, pausing for it instead of dropping it', async () => {
    const writer = await fixture.connect();
    for (let n = 0; n < BIG_EVENTS; n += 1) expect((await writer.publish(bigEvent(seller, n))).accepted).toBe(true);
    const reader = await fixture.connect();
    const { events, closed } = await reader.query(subscriptionId(), { authors: [seller.pubkey], limit: BIG_EVENTS });
    expect(closed).toBeNull();
    expect(events).toHaveLength(BIG_EVENTS);
    expect(reader.isOpen).toBe(true);
  });

  it('drops a client that stops reading during a stored answer, after stalledClientMs', async () => {
    const stalled = await PausableClient.connect(fixture.url);
    const sub = subscriptionId();
    stalled.socket.send(JSON.stringify(['REQ', sub, { authors: [seller.pubkey], limit: BIG_EVENTS }]));
    stalled.socket.pause();
    expect(await stalled.cutWhilePaused()).toBe(1006);
    expect(stalled.eventCount(sub)).toBeLessThan(BIG_EVENTS);
    expect(stalled.messages.some((message) => message[0] === 'EOSE')).toBe(false);
  });

  it('drops a live subscriber that stops reading once more than maxQueuedBytes wait for it, and keeps serving others', async () => {
    const author = newKeys();
    const stalled = await PausableClient.connect(fixture.url);
    const sub = subscriptionId();
    stalled.socket.send(JSON.stringify(['REQ', sub, { authors: [author.pubkey] }]));
    await new Promise<void>((resolve) => {
      const check = (): void => {
        if (stalled.messages.some((message) => message[0] === 'EOSE')) resolve();
        else stalled.socket.once('message', check);
      };
      check();
    });
    stalled.socket.pause();
    const watcher = await fixture.connect();
    const watched = subscriptionId();
    await watcher.query(watched, { authors: [author.pubkey] });

    const writer = await fixture.connect();
    let last: NostrEvent | undefined;
    for (let n = 0; n < BIG_EVENTS; n += 1) {
      last = bigEvent(author, n);
      expect((await writer.publish(last)).accepted).toBe(true);
    }
    // The reading subscriber gets every event (the writer's OK may come before the watcher's copy arrives: wait
    // for the last one, which the relay sends it after all the others); the stalled one gets what the kernel
    // held, then the cut.
    await watcher.waitFor((message) => message[0] === 'EVENT' && message[1] === watched && (message[2] as NostrEvent).id === last?.id);
    expect(watcher.eventsFor(watched)).toHaveLength(BIG_EVENTS);
    stalled.socket.resume();
    expect(await stalled.closed).toBe(1006);
    expect(stalled.eventCount(sub)).toBeLessThan(BIG_EVENTS);
  });
});
