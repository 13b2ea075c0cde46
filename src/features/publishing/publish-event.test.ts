import { finalizeEvent, generateSecretKey } from 'nostr-tools';
import { describe, expect, it } from 'vitest';

import { PublishError, publishToRelays, withClientTag, type EventSink } from './publish-event';

const template = { kind: 1, content: 'hi', tags: [['t', 'car']] };

describe('withClientTag', () => {
  it('adds the hostname over https', () => {
    expect(withClientTag(template, { protocol: 'https:', hostname: 'carstr.example' }).tags).toEqual([
      ['t', 'car'],
      ['client', 'carstr.example'],
    ]);
  });

  it('adds nothing over http or when a client tag exists', () => {
    expect(withClientTag(template, { protocol: 'http:', hostname: 'localhost' })).toBe(template);
    const tagged = { ...template, tags: [['client', 'other-app']] };
    expect(withClientTag(tagged, { protocol: 'https:', hostname: 'carstr.example' })).toBe(tagged);
  });
});

describe('publishToRelays', () => {
  const event = finalizeEvent({ ...template, created_at: 1 }, generateSecretKey());
  const sinks: Record<string, EventSink> = {
    'wss://ok.example': { event: async () => {} },
    'wss://refuses.example': {
      event: async () => {
        throw new Error('blocked: not on the allow list');
      },
    },
    'wss://silent.example': {
      event: (_event, { signal }) =>
        new Promise((_resolve, reject) => signal.addEventListener('abort', () => reject(new Error('The signal has been aborted')))),
    },
  };

  it("reports each relay's answer, refusal reasons and timeouts included", async () => {
    const results = await publishToRelays(event, Object.keys(sinks), (url) => sinks[url]!, 50);
    expect(results).toEqual([
      { relay: 'wss://ok.example', ok: true },
      { relay: 'wss://refuses.example', ok: false, reason: 'blocked: not on the allow list' },
      { relay: 'wss://silent.example', ok: false, reason: 'The signal has been aborted' },
    ]);
  });

  it('PublishError carries the first refusal reason and every result', () => {
    const results = [
      { relay: 'wss://a', ok: false as const, reason: 'rate-limited: slow down' },
      { relay: 'wss://b', ok: false as const, reason: 'error: down' },
    ];
    const error = new PublishError(results);
    expect(error.message).toBe('rate-limited: slow down');
    expect(error.results).toBe(results);
  });
});
