import { NSecSigner } from '@nostrify/nostrify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';

import { KIND } from '@/config/constants';

import { newKeys, publishEvents, signEvent, startTestRelay, type RelayHandle } from '@testing/test-relay';
import { resetVerificationMemo } from '../verify/verified-memo';
import { giftWrapsFilter } from '@/nostr/account-filters';

import { RelayAuth } from '../relay-auth';
import { EARLY_SOCKET_TTL_MS, openEarlySockets, sendEarlyRequest, takeEarlySocket } from './early-sockets';
import { RelayConnection } from './relay-connection';

/**
 * The boot script's sockets (early-sockets.ts) against the embedded relay: the app's connection adopts the
 * socket, and its first query takes over the boot REQ instead of asking again. Sockets and REQs are counted
 * by watching what goes over the wire (the browser's WebSocket is `ws` here, as Node 20 has none).
 */
const opened: string[] = [];
const sent: string[] = [];
class CountingWebSocket extends WebSocket {
  constructor(url: string) {
    super(url);
    opened.push(url);
  }

  override send(data: string): void {
    sent.push(data);
    super.send(data);
  }
}
globalThis.WebSocket = CountingWebSocket as unknown as typeof globalThis.WebSocket;

let relay: RelayHandle;
const seller = newKeys();
const filter = { kinds: [KIND.listing], '#t': ['car'], limit: 10 };
const connections: RelayConnection[] = [];

beforeAll(async () => {
  relay = await startTestRelay();
  const listings = [1, 2, 3].map((index) =>
    signEvent(seller, { kind: KIND.listing, content: `car ${index}`, tags: [['d', `car-${index}`], ['t', 'car'], ['title', `Car ${index}`]] }),
  );
  await publishEvents(relay.url, listings);
});

afterAll(async () => {
  await relay.close();
});

afterEach(() => {
  for (const connection of connections.splice(0)) connection.dispose();
  opened.length = 0;
  sent.length = 0;
  resetVerificationMemo();
});

const reqs = () => sent.map((data) => JSON.parse(data) as unknown[]).filter((message) => message[0] === 'REQ');

function connect(auth?: RelayAuth): RelayConnection {
  const connection = new RelayConnection(relay.url, auth === undefined ? {} : { auth });
  connections.push(connection);
  return connection;
}

/** Waits until the relay has answered the boot REQ (its EOSE is among the buffered messages). */
async function bootAnswered(url: string): Promise<void> {
  const holder = globalThis as { __carstrEarlySockets?: Map<string, { received: string[] }> };
  // oxlint-disable-next-line no-underscore-dangle -- the boot script's global handoff, read as the app reads it
  const sockets = () => holder.__carstrEarlySockets;
  await expect.poll(() => sockets()?.get(url)?.received.some((data) => data.startsWith('["EOSE"')), { timeout: 5_000 }).toBe(true);
}

describe('early sockets', () => {
  it('hands the boot socket and its answered REQ to the first query with the same filters', async () => {
    openEarlySockets([relay.url], [{ id: 'boot-grid', filters: [{ limit: 10, '#t': ['car'], kinds: [KIND.listing] }] }]);
    await bootAnswered(relay.url);

    const events = await connect().query([filter], { timeoutMs: 5_000 });

    expect(events.map((event) => event.content).toSorted()).toEqual(['car 1', 'car 2', 'car 3']);
    expect(opened).toEqual([relay.url]);
    expect(reqs()).toEqual([['REQ', 'boot-grid', { limit: 10, '#t': ['car'], kinds: [KIND.listing] }]]);
  });

  it('adopts a socket still connecting: the boot REQ goes out when it opens and is taken over; others are asked once', async () => {
    openEarlySockets([relay.url], [{ id: 'boot-grid', filters: [filter] }]);
    const connection = connect();
    // Adopted before the handshake is done: the boot REQ is sent on open all the same, and the grid query takes it.
    const [grid, other] = await Promise.all([connection.query([filter], { timeoutMs: 5_000 }), connection.query([{ kinds: [KIND.listing], limit: 1 }], { timeoutMs: 5_000 })]);

    expect(grid).toHaveLength(3);
    expect(other).toHaveLength(1);
    expect(opened).toEqual([relay.url]);
    expect(reqs().filter((message) => JSON.stringify(message[2]) === JSON.stringify(filter)).map((message) => message[1])).toEqual(['boot-grid']);
    expect(reqs()).toHaveLength(2);
  });

  it("lets the boot script see the boot REQ's events as they arrive, before anything adopts the socket", async () => {
    const seen: [string, unknown][] = [];
    openEarlySockets([relay.url], [{ id: 'boot-listing', filters: [filter] }], EARLY_SOCKET_TTL_MS, (id, event) => {
      seen.push([id, event]);
      return true;
    });
    await bootAnswered(relay.url);

    expect(seen.map(([id]) => id)).toEqual(['boot-listing', 'boot-listing', 'boot-listing']);
    expect(seen.map(([, event]) => (event as { content: string }).content).toSorted()).toEqual(['car 1', 'car 2', 'car 3']);
    // Adopted afterwards, the app still gets every message (seeing them consumed nothing).
    const events = await connect().query([filter], { timeoutMs: 5_000 });
    expect(events).toHaveLength(3);
  });

  it('keeps showing the boot script the events after the app adopted the socket, until it has seen enough', async () => {
    const all: unknown[] = [];
    openEarlySockets([relay.url], [{ id: 'boot-grid', filters: [filter] }], EARLY_SOCKET_TTL_MS, (_, event) => {
      all.push(event);
      return true;
    });
    const adopted = connect();
    // Adopted while the handshake is still under way: the relay's answer arrives after adoption.
    const events = await adopted.query([filter], { timeoutMs: 5_000 });
    expect(events).toHaveLength(3);
    await expect.poll(() => all.length, { timeout: 5_000 }).toBe(3);
  });

  it('stops showing events to a watcher that has seen enough', async () => {
    const seen: unknown[] = [];
    openEarlySockets([relay.url], [{ id: 'boot-grid', filters: [filter] }], EARLY_SOCKET_TTL_MS, (_, event) => {
      seen.push(event);
      return seen.length < 2;
    });
    await bootAnswered(relay.url);
    expect(await connect().query([filter], { timeoutMs: 5_000 })).toHaveLength(3);
    expect(seen).toHaveLength(2);
  });

  it('closes a socket nobody adopts, and then the app opens its own', async () => {
    openEarlySockets([relay.url], [], 50);
    await expect.poll(() => takeEarlySocket(relay.url), { timeout: 5_000 }).toBeUndefined();
    expect(opened).toEqual([relay.url]);

    const events = await connect().query([filter], { timeoutMs: 5_000 });
    expect(events).toHaveLength(3);
    expect(opened).toEqual([relay.url, relay.url]);
  });

  it('sends a REQ added after the first answers with the others; the app takes it over once it has answered the AUTH the relay asked for it', async () => {
    const me = newKeys();
    const wraps = [1, 2, 3].map((index) => signEvent(newKeys(), { kind: KIND.giftWrap, content: `wrap ${index}`, tags: [['p', me.pubkey]] }));
    await publishEvents(relay.url, wraps);
    const inbox = { id: 'boot-inbox', filters: [giftWrapsFilter(me.pubkey)] };
    openEarlySockets([relay.url], [{ id: 'boot-grid', filters: [filter] }]);
    expect(sendEarlyRequest(relay.url, inbox)).toBe(true);
    expect(sendEarlyRequest('wss://elsewhere.example', inbox)).toBe(false);
    // The embedded relay serves gift wraps only to their recipient: it challenges and refuses before any AUTH.
    const holder = globalThis as { __carstrEarlySockets?: Map<string, { received: string[] }> };
    // oxlint-disable-next-line no-underscore-dangle -- the boot script's global handoff, read as the app reads it
    await expect.poll(() => holder.__carstrEarlySockets?.get(relay.url)?.received.some((data) => data.startsWith('["CLOSED","boot-inbox","auth-required:')), { timeout: 5_000 }).toBe(true);

    const auth = new RelayAuth();
    auth.setSigner(new NSecSigner(me.secretKey));
    auth.setPolicy((url) => url === relay.url);
    const connection = connect(auth);
    // The app's first query adopts the socket; the relay's challenge, replayed from the boot socket, is
    // remembered, not answered: nothing the app asked has been refused yet. The inbox subscribes only later
    // (its DM relays come first) and takes over the boot REQ with its refusal, which the app answers.
    expect(await connection.query([filter], { timeoutMs: 5_000 })).toHaveLength(3);
    expect(connection.authState).toBe('required');
    expect(sent.some((data) => data.startsWith('["AUTH"'))).toBe(false);
    const received: string[] = [];
    const controller = new AbortController();
    const reading = (async () => {
      for await (const message of connection.req([giftWrapsFilter(me.pubkey)], { signal: controller.signal })) {
        if (message[0] === 'EVENT') received.push(message[2].content);
        if (message[0] === 'CLOSED') throw new Error(`closed: ${message[2]}`);
        if (received.length === 3) controller.abort();
      }
    })();
    await reading;
    expect(received.toSorted()).toEqual(['wrap 1', 'wrap 2', 'wrap 3']);
    // Its REQ went out twice under the boot id (refused, then once authenticated), never under a new one.
    const inboxReqs = reqs().filter((message) => JSON.stringify(message[2]) === JSON.stringify(giftWrapsFilter(me.pubkey)));
    expect(inboxReqs.map((message) => message[1])).toEqual(['boot-inbox', 'boot-inbox']);
    expect(sent.some((data) => data.startsWith('["AUTH"'))).toBe(true);
    // Adopted: no more REQs can be added to that socket.
    expect(sendEarlyRequest(relay.url, { id: 'boot-late', filters: [filter] })).toBe(false);
  });

  it('answers the AUTH challenge itself when given a signer, asks again what the relay refused, and hands the app a REQ being served', async () => {
    const me = newKeys();
    const wraps = [1, 2].map((index) => signEvent(newKeys(), { kind: KIND.giftWrap, content: `early wrap ${index}`, tags: [['p', me.pubkey]] }));
    await publishEvents(relay.url, wraps);
    const inbox = { id: 'boot-inbox', filters: [giftWrapsFilter(me.pubkey)] };
    const signer = new NSecSigner(me.secretKey);
    openEarlySockets([relay.url], [inbox], EARLY_SOCKET_TTL_MS, undefined, (url, challenge) =>
      signer.signEvent({ kind: 22242, content: '', tags: [['relay', url], ['challenge', challenge]], created_at: Math.floor(Date.now() / 1000) }),
    );
    const holder = globalThis as { __carstrEarlySockets?: Map<string, { received: string[] }> };
    // oxlint-disable-next-line no-underscore-dangle -- the boot script's global handoff, read as the app reads it
    const received = () => holder.__carstrEarlySockets?.get(relay.url)?.received ?? [];
    // Refused, answered, asked again, served: the wraps are waiting for the app, the refusal is gone.
    await expect.poll(() => received().some((data) => data.startsWith('["EOSE","boot-inbox"')), { timeout: 5_000 }).toBe(true);
    expect(received().filter((data) => data.startsWith('["EVENT","boot-inbox"'))).toHaveLength(2);
    expect(received().some((data) => data.startsWith('["CLOSED"'))).toBe(false);
    expect(sent.filter((data) => data.startsWith('["AUTH"'))).toHaveLength(1);

    // The app (here without a signer of its own) takes the REQ over and reads the wraps; it asks nothing again.
    const connection = connect();
    const contents: string[] = [];
    const controller = new AbortController();
    for await (const message of connection.req([giftWrapsFilter(me.pubkey)], { signal: controller.signal })) {
      if (message[0] === 'EVENT') contents.push(message[2].content);
      if (message[0] === 'CLOSED') throw new Error(`closed: ${message[2]}`);
      if (message[0] === 'EOSE') controller.abort();
    }
    expect(contents.toSorted()).toEqual(['early wrap 1', 'early wrap 2']);
    expect(reqs().filter((message) => message[1] === 'boot-inbox')).toHaveLength(2);
  });

  it('never throws on a URL the browser refuses', () => {
    expect(() => openEarlySockets(['not a url'])).not.toThrow();
    expect(takeEarlySocket('not a url')).toBeUndefined();
  });
});
