import { describe, expect, it } from 'vitest';

import { newKeys, signEvent, startTestRelay, subscriptionId, type TestClient, useTestRelay } from '../testing/test-relay';
import { DEFAULT_ABUSE_LIMITS, RELAY_LIMITS } from './relay-limits';

const fixture = useTestRelay();

async function count(client: TestClient, ...filters: object[]) {
  const sub = subscriptionId('count');
  client.send(['COUNT', sub, ...filters]);
  return client.waitFor((m) => (m[0] === 'COUNT' || m[0] === 'CLOSED') && m[1] === sub);
}

describe('NIP-45 COUNT', () => {
  it('counts matching stored events, ignoring limit, each event once across filters', async () => {
    const key = newKeys();
    for (const tag of ['a', 'b', 'c']) await fixture.relay.publish(signEvent(key, { tags: [['t', tag]] }));
    await fixture.relay.publish(signEvent(key, { kind: 7 }));
    const client = await fixture.connect();
    const sub = subscriptionId('count');
    client.send(['COUNT', sub, { kinds: [1], authors: [key.pubkey], limit: 1 }]);
    expect(await client.waitFor((m) => m[1] === sub)).toEqual(['COUNT', sub, { count: 3 }]);
    const [, , overlapping] = await count(client, { authors: [key.pubkey], '#t': ['a', 'b'] }, { authors: [key.pubkey], kinds: [1] });
    expect(overlapping).toEqual({ count: 3 });
    const [, , all] = await count(client, { authors: [key.pubkey] });
    expect(all).toEqual({ count: 4 });
  });

  it('refuses invalid COUNT filters with CLOSED', async () => {
    const client = await fixture.connect();
    const [type, , reason] = await count(client, { kinds: 'all' });
    expect([type, reason]).toEqual(['CLOSED', 'invalid: "kinds" must be an array']);
  });
});

describe('NIP-11 relay information document', () => {
  it('is served on GET / with Accept: application/nostr+json, with CORS', async () => {
    const response = await fetch(fixture.relay.httpUrl, { headers: { Accept: 'application/nostr+json' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/nostr+json');
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    const document = (await response.json()) as Record<string, unknown>;
    expect(document).toMatchObject({
      name: 'Carstr dev relay',
      supported_nips: [1, 9, 11, 17, 40, 42, 45, 50, 59],
      software: expect.any(String),
      version: expect.any(String),
      description: expect.any(String),
      limitation: {
        max_message_length: RELAY_LIMITS.maxMessageLength,
        max_subscriptions: RELAY_LIMITS.maxSubscriptions,
        max_filters: RELAY_LIMITS.maxFilters,
        max_limit: RELAY_LIMITS.maxLimit,
        default_limit: RELAY_LIMITS.defaultLimit,
        max_event_tags: RELAY_LIMITS.maxEventTags,
        created_at_upper_limit: 900,
        max_messages_per_second: DEFAULT_ABUSE_LIMITS.messagesPerSecond,
        max_message_burst: DEFAULT_ABUSE_LIMITS.messageBurst,
        max_queued_bytes: DEFAULT_ABUSE_LIMITS.maxQueuedBytes,
        max_events_per_pubkey: DEFAULT_ABUSE_LIMITS.maxEventsPerAuthor,
        max_bytes_per_pubkey: DEFAULT_ABUSE_LIMITS.maxBytesPerAuthor,
        auth_required: false,
      },
    });
  });

  it('reports the limits a relay was started with, and leaves out a clock bound that is switched off', async () => {
    const relay = await startTestRelay({ limits: { maxFutureSeconds: Number.POSITIVE_INFINITY, maxEventsPerAuthor: 7 } });
    try {
      const response = await fetch(relay.httpUrl, { headers: { Accept: 'application/nostr+json' } });
      const { limitation } = (await response.json()) as { limitation: Record<string, unknown> };
      expect(limitation.max_events_per_pubkey).toBe(7);
      expect(limitation.max_bytes_per_pubkey).toBe(DEFAULT_ABUSE_LIMITS.maxBytesPerAuthor);
      expect(limitation).not.toHaveProperty('created_at_upper_limit');
    } finally {
      await relay.close();
    }
  });

  it('answers a plain GET with a short text page, and CORS preflight with 204', async () => {
    const page = await fetch(fixture.relay.httpUrl);
    expect(page.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(await page.text()).toMatch(/Carstr dev relay/);
    const preflight = await fetch(fixture.relay.httpUrl, { method: 'OPTIONS' });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    expect((await fetch(`${fixture.relay.httpUrl}/elsewhere`)).status).toBe(404);
  });
});
