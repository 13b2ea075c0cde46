import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WebSocket } from 'ws';

import { newKeys, signEvent, startTestRelay, subscriptionId, TestClient, useTestRelay } from '../testing/test-relay';
import { HARD_FRAME_LIMIT } from './relay-limits';

const fixture = useTestRelay();

async function notice(client: TestClient): Promise<string> {
  const message = await client.waitFor((m) => m[0] === 'NOTICE');
  return message[1] as string;
}

describe('unparseable messages get a NOTICE and the connection keeps working', () => {
  const unhandled = vi.fn();
  beforeEach(() => process.on('unhandledRejection', unhandled));
  afterEach(() => {
    process.off('unhandledRejection', unhandled);
    expect(unhandled).not.toHaveBeenCalled();
  });

  it.each([
    ['invalid JSON', '{"not json', 'invalid: message is not valid JSON'],
    ['a JSON object', '{"type":"REQ"}', 'invalid: message must be a JSON array'],
    ['an empty array', '[]', 'invalid: message must start with a message type string'],
    ['an unknown type', '["HELLO"]', 'invalid: unknown message type "HELLO"'],
    ['EVENT with extra items', '["EVENT", {}, {}]', 'invalid: EVENT must be ["EVENT", <event>]'],
    ['REQ with a numeric id', '["REQ", 5, {}]', 'invalid: REQ subscription id must be a string'],
    ['CLOSE without id', '["CLOSE"]', 'invalid: CLOSE must be ["CLOSE", <subscription id>]'],
    ['AUTH', '["AUTH", {}, 1]', 'invalid: AUTH must be ["AUTH", <event>]'],
  ])('%s', async (_name, raw, expected) => {
    const client = await fixture.connect();
    client.sendRaw(raw);
    expect(await notice(client)).toBe(expected);
    await client.settle();
    expect(client.isOpen).toBe(true);
  });

  it('a binary frame', async () => {
    const client = await fixture.connect();
    client.sendRaw(Buffer.from(JSON.stringify(['REQ', 'x', {}])), { binary: true });
    expect(await notice(client)).toMatch(/^invalid: binary messages are not supported/);
    await client.settle();
  });

  it('an oversized REQ gets CLOSED; a frame beyond the hard limit closes only that connection', async () => {
    const client = await fixture.connect();
    const sub = subscriptionId();
    client.send(['REQ', sub, { search: 'x'.repeat(600 * 1024) }]);
    const closed = await client.waitFor((m) => m[0] === 'CLOSED' && m[1] === sub);
    expect(closed[2]).toMatch(/^invalid: message is larger than/);

    const flooder = await fixture.connect();
    flooder.sendRaw('x'.repeat(HARD_FRAME_LIMIT + 1));
    expect(await flooder.closed()).toBe(1009);
    const note = signEvent(newKeys());
    expect((await client.publish(note)).accepted).toBe(true);
  });
});

describe('close()', () => {
  it('terminates open sockets and frees the port, and can be called twice', async () => {
    const relay = await startTestRelay();
    const client = await TestClient.connect(relay.url);
    const sub = subscriptionId();
    await client.query(sub, { kinds: [1] });
    const closedCode = client.closed();
    await Promise.all([relay.close(), relay.close()]);
    expect(await closedCode).toBe(1006);
    await expect(
      new Promise((resolve, reject) => {
        const socket = new WebSocket(relay.url);
        socket.once('open', resolve);
        socket.once('error', reject);
      }),
    ).rejects.toThrow();
  });

  it('refuses to start on a port that is taken, without leaking the database', async () => {
    await expect(startTestRelay({ port: fixture.relay.port })).rejects.toThrow(/EADDRINUSE/);
  });
});
