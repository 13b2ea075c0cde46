import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket, type WebSocketServer } from 'ws';

import { closeServer, listenOnFreePort } from '@testing/free-port-server';
import { startSilentRelay, type SilentRelay } from '@testing/slow-relays';
import { newKeys, publishEvents, signEvent, startTestRelay, type RelayHandle } from '@testing/test-relay';
import { KIND } from '@/config/constants';
import { newestOfKindFilter } from '@/nostr/account-filters';
import type { NostrEvent } from '@/nostr/event';

import { readOwnList } from './own-list-read';

// Node 20 has no global WebSocket; the connections use the browser's.
globalThis.WebSocket ??= WebSocket as unknown as typeof globalThis.WebSocket;

const user = newKeys();
const filter = newestOfKindFilter(KIND.bookmarkList, user.pubkey);
const accept = (event: NostrEvent) => event.kind === KIND.bookmarkList && event.pubkey === user.pubkey;
const version = signEvent(user, { kind: KIND.bookmarkList, tags: [['a', `${KIND.listing}:${'b'.repeat(64)}:kept`]] });

let relay: RelayHandle;
let empty: RelayHandle;
let silent: SilentRelay;
/** Answers every REQ with a version of the list over the tag limit, then EOSE: a list too large to read. */
let oversized: WebSocketServer;
let oversizedUrl: string;
let refusedUrl: string;

beforeAll(async () => {
  [relay, empty, silent] = await Promise.all([startTestRelay(), startTestRelay(), startSilentRelay()]);
  await publishEvents(relay.url, [version]);
  ({ server: oversized, url: oversizedUrl } = await listenOnFreePort());
  const huge = { ...version, tags: Array.from({ length: 10_000 }, (_, index) => ['p', index.toString(16).padStart(64, '0')]) };
  oversized.on('connection', (socket) => {
    socket.on('message', (data) => {
      const [type, id] = JSON.parse(String(data)) as [string, string];
      if (type !== 'REQ') return;
      socket.send(JSON.stringify(['EVENT', id, huge]));
      socket.send(JSON.stringify(['EOSE', id]));
    });
  });
  // A port nothing listens on: the connection is refused at once.
  const closed = await startTestRelay();
  refusedUrl = closed.url;
  await closed.close();
});

afterAll(async () => {
  await Promise.all([relay.close(), empty.close(), silent.close(), closeServer(oversized)]);
});

describe('readOwnList (docs/architecture.md §16)', () => {
  it('is found when every relay answered, and none when every relay answered without a version', async () => {
    expect(await readOwnList([relay.url, empty.url], filter, accept)).toMatchObject({ state: 'found', event: { id: version.id } });
    expect(await readOwnList([empty.url], filter, accept)).toEqual({ state: 'none' });
  });

  it('is unknown while a relay that accepted the connection stays silent, with what the others had', async () => {
    expect(await readOwnList([relay.url, silent.url], filter, accept, { timeoutMs: 1_500 })).toMatchObject({
      state: 'unknown',
      event: { id: version.id },
      missing: [silent.url],
    });
  });

  it('is unknown when a relay sent a version the limits on relay data dropped', async () => {
    expect(await readOwnList([empty.url, oversizedUrl], filter, accept)).toEqual({ state: 'unknown', event: null, missing: [oversizedUrl] });
  });

  it('leaves out a relay that refuses the connection once another answered, but not when none did', async () => {
    expect(await readOwnList([relay.url, refusedUrl], filter, accept)).toMatchObject({ state: 'found', event: { id: version.id } });
    expect(await readOwnList([refusedUrl], filter, accept)).toEqual({ state: 'unknown', event: null, missing: [refusedUrl] });
  });
});
