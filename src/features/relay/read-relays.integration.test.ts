import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket, WebSocketServer } from 'ws';

import { newKeys, publishEvents, signEvent, startTestRelay, type RelayHandle } from '@testing/test-relay';

import { KIND } from '@/config/constants';

import { NoRelayAnswered, readRelays } from './read-relays';
import { shouldRetryRead } from './relay-retry';
import { eventStore } from './store/event-store';

// Node 20 has no global WebSocket; the connections use the browser's.
globalThis.WebSocket ??= WebSocket as unknown as typeof globalThis.WebSocket;

let first: RelayHandle;
let second: RelayHandle;
/** Stores kind 5 requests and keeps serving what they delete, as many public relays do. */
let keeping: RelayHandle;
let silent: WebSocketServer;
let silentUrl: string;

beforeAll(async () => {
  [first, second, keeping] = await Promise.all([startTestRelay(), startTestRelay(), startTestRelay({ applyDeletions: false })]);
  // Accepts the connection and never answers a REQ: a relay that is up but stuck.
  silent = new WebSocketServer({ port: 0, host: '127.0.0.1' });
  await new Promise((resolve) => silent.once('listening', resolve));
  const address = silent.address();
  silentUrl = typeof address === 'object' && address !== null ? `ws://127.0.0.1:${address.port}` : '';
});

afterAll(async () => {
  await Promise.all([first.close(), second.close(), keeping.close()]);
  for (const client of silent.clients) client.terminate();
  await new Promise((resolve) => silent.close(resolve));
});

const ids = (events: readonly { id: string }[]) => events.map((event) => event.id);

describe('readRelays', () => {
  it('merges every relay’s events once, newest first, and tells where each was seen', async () => {
    const keys = newKeys();
    const shared = signEvent(keys, { kind: 1, content: 'on both', created_at: 1_700_000_010 });
    const onlyFirst = signEvent(keys, { kind: 1, content: 'first only', created_at: 1_700_000_020 });
    const onlySecond = signEvent(keys, { kind: 1, content: 'second only', created_at: 1_700_000_000 });
    await publishEvents(first.url, [shared, onlyFirst]);
    await publishEvents(second.url, [shared, onlySecond]);

    const streamed: string[] = [];
    const read = await readRelays([first.url, second.url], [{ authors: [keys.pubkey] }], {
      timeoutMs: 5_000,
      onEvents: (batch) => streamed.push(...batch.map((event) => event.id)),
    });
    expect(read.events.map((event) => event.content)).toEqual(['first only', 'on both', 'second only']);
    expect(streamed.toSorted()).toEqual([shared.id, onlyFirst.id, onlySecond.id].toSorted());
    expect(read.seenOn.get(shared.id)?.toSorted()).toEqual([first.url, second.url].toSorted());
    expect(read.outcomes.map((outcome) => outcome.status)).toEqual(['answered', 'answered']);
  });

  it('does not wait for a stuck relay longer than the grace after the first answer', async () => {
    // Without the grace the read would wait out the stuck relay's ten minutes, far past the test's limit.
    const read = await readRelays([first.url, silentUrl], [{ kinds: [1], limit: 1 }], { timeoutMs: 600_000, graceMs: 300 });
    expect(read.outcomes).toMatchObject([
      { relay: first.url, status: 'answered' },
      { relay: silentUrl, status: 'failed', reason: 'No answer in time' },
    ]);
  });

  it('feeds the event store and returns what it says is current: one version per address, nothing deleted', async () => {
    const keys = newKeys();
    const note = signEvent(keys, { kind: 1, content: 'soon deleted', created_at: 1_700_000_000 });
    const older = signEvent(keys, { kind: KIND.relayList, tags: [['r', 'wss://old.example']], created_at: 1_700_000_001 });
    const newer = signEvent(keys, { kind: KIND.relayList, tags: [['r', 'wss://new.example']], created_at: 1_700_000_002 });
    await publishEvents(first.url, [older]);
    await publishEvents(second.url, [newer]);
    await publishEvents(keeping.url, [note, signEvent(keys, { kind: KIND.deletion, tags: [['e', note.id]], created_at: 1_700_000_003 })]);

    const versions = await readRelays([first.url, second.url], [{ authors: [keys.pubkey], kinds: [KIND.relayList] }], { timeoutMs: 5_000 });
    expect(ids(versions.events)).toEqual([newer.id]);
    expect(eventStore.getReplaceable(KIND.relayList, keys.pubkey)?.id).toBe(newer.id);

    await readRelays([keeping.url], [{ authors: [keys.pubkey], kinds: [KIND.deletion] }], { timeoutMs: 5_000 });
    const read = await readRelays([keeping.url], [{ ids: [note.id] }], { timeoutMs: 5_000 });
    expect(read.events).toEqual([]);
    expect(ids(read.deleted)).toEqual([note.id]);
  });

  it('fails only when no relay answered, and then is not retried when none could be reached', async () => {
    const error = await readRelays(['ws://127.0.0.1:1', 'ws://127.0.0.1:2'], [{ kinds: [1] }], { timeoutMs: 3_000 }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(NoRelayAnswered);
    expect((error as NoRelayAnswered).unreachable).toBe(true);
    expect(shouldRetryRead(0, error)).toBe(false);
  });
});
