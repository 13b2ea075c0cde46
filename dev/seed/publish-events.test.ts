import { createServer } from 'node:net';

import { finalizeEvent, generateSecretKey, type NostrEvent } from 'nostr-tools/pure';
import { describe, expect, it } from 'vitest';
import { WebSocketServer } from 'ws';

import { publishEvents } from './publish-events';

type Behaviour = 'accept' | 'reject' | 'ignore';

/** A scripted stand-in relay, so each failure mode of publishEvents can be provoked on purpose. */
async function withFakeRelay(
  behaviour: Behaviour,
  body: (url: string, received: NostrEvent[]) => Promise<void>,
): Promise<void> {
  const server = new WebSocketServer({ port: 0, host: '127.0.0.1' });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const received: NostrEvent[] = [];
  server.on('connection', (socket) => {
    socket.send(JSON.stringify(['NOTICE', 'welcome to the fake relay']));
    socket.on('message', (data) => {
      const [type, event] = JSON.parse(data.toString()) as [string, NostrEvent];
      if (type !== 'EVENT') return;
      received.push(event);
      if (behaviour === 'accept') socket.send(JSON.stringify(['OK', event.id, true, '']));
      if (behaviour === 'reject') {
        socket.send(JSON.stringify(['OK', event.id, false, 'blocked: not on the guest list']));
      }
    });
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  try {
    await body(`ws://127.0.0.1:${port}`, received);
  } finally {
    for (const client of server.clients) client.terminate();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

/** A port that was free a moment ago: nothing listens there, so connecting is refused. */
async function unusedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', () => resolve()));
  const address = probe.address();
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return typeof address === 'object' && address ? address.port : 0;
}

const secretKey = generateSecretKey();
const note = (content: string): NostrEvent =>
  finalizeEvent({ kind: 1, created_at: Math.floor(Date.now() / 1000), tags: [], content }, secretKey);

describe('publishEvents', () => {
  it('sends every event in order, waiting for each OK, and passes NOTICEs to the log', async () => {
    await withFakeRelay('accept', async (url, received) => {
      const events = [note('one'), note('two'), note('three')];
      const log: string[] = [];
      await publishEvents(url, events, { log: (line) => log.push(line) });
      expect(received.map((event) => event.id)).toEqual(events.map((event) => event.id));
      expect(log).toContain('relay notice: welcome to the fake relay');
    });
  });

  it('throws the relay reason when an event is rejected with OK false', async () => {
    await withFakeRelay('reject', async (url, received) => {
      const first = note('refused');
      await expect(publishEvents(url, [first, note('never sent')])).rejects.toThrow(
        `Relay rejected kind-1 event ${first.id}: blocked: not on the guest list`,
      );
      expect(received).toHaveLength(1);
    });
  });

  it('throws when no OK arrives within the timeout', async () => {
    await withFakeRelay('ignore', async (url) => {
      const event = note('unanswered');
      await expect(publishEvents(url, [event], { timeoutMs: 200 })).rejects.toThrow(
        `No OK from the relay for kind-1 event ${event.id} within 200 ms`,
      );
    });
  });

  it('throws when the relay cannot be reached', async () => {
    const url = `ws://127.0.0.1:${await unusedPort()}`;
    await expect(publishEvents(url, [note('nowhere')])).rejects.toThrow(`Cannot connect to relay ${url}`);
  });
});
