import { describe, expect, it } from 'vitest';

import { startHoldingProxy } from './holding-proxy';
import { newKeys, queryEvents, signEvent, TestClient, useTestRelay } from './test-relay';

const relay = useTestRelay();

describe('the holding proxy', () => {
  it("withholds the relay's OK, and everything after it on that connection, until released; other connections flow", async () => {
    const proxy = await startHoldingProxy(relay.url, (message) => message[0] === 'OK');
    const client = await TestClient.connect(proxy.url);
    const other = await TestClient.connect(proxy.url);
    try {
      const event = signEvent(newKeys(), { kind: 1, content: 'held' });
      client.send(['EVENT', event]);
      expect(await proxy.held()).toEqual(['OK', event.id, true, '']);
      // The relay has answered and stored it: only the proxy holds the answer back.
      expect(await queryEvents(relay.url, { ids: [event.id] })).toHaveLength(1);
      client.send(['REQ', 'after', { ids: [event.id] }]);
      await expect.poll(() => proxy.withheld()).toBe(3);
      // Another connection's answers are not held.
      expect((await other.fetch({ ids: [event.id] })).map((stored) => stored.id)).toEqual([event.id]);
      expect(client.received).toEqual([]);

      proxy.release();
      await client.waitFor((message) => message[0] === 'EOSE');
      expect(client.received.map((message) => message[0])).toEqual(['OK', 'EVENT', 'EOSE']);
      expect(proxy.withheld()).toBe(0);
    } finally {
      await Promise.all([client.close(), other.close()]);
      await proxy.close();
    }
  });

  it('says so when nothing was held in time', async () => {
    const proxy = await startHoldingProxy(relay.url, (message) => message[0] === 'OK');
    try {
      await expect(proxy.held(50)).rejects.toThrow('the proxy withheld nothing within 50 ms');
    } finally {
      await proxy.close();
    }
  });
});
