import { describe, expect, it } from 'vitest';

import { buildRelayAuthEvent, RELAY_AUTH_KIND } from './relay-auth-event';

describe('buildRelayAuthEvent', () => {
  it('names the relay and the challenge in a kind 22242 event with empty content (NIP-42)', () => {
    expect(buildRelayAuthEvent('wss://relay.example', 'abc', 1_700_000_000)).toEqual({
      kind: RELAY_AUTH_KIND,
      content: '',
      tags: [
        ['relay', 'wss://relay.example'],
        ['challenge', 'abc'],
      ],
      created_at: 1_700_000_000,
    });
    expect(RELAY_AUTH_KIND).toBe(22242);
  });
});
