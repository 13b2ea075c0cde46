import type { EventTemplate } from './event';

/** NIP-42 client authentication event. */
export const RELAY_AUTH_KIND = 22242;

/** The unsigned NIP-42 answer to a relay's AUTH challenge: kind 22242 naming the relay and the challenge. */
export function buildRelayAuthEvent(relayUrl: string, challenge: string, createdAt: number): EventTemplate {
  return {
    kind: RELAY_AUTH_KIND,
    content: '',
    tags: [
      ['relay', relayUrl],
      ['challenge', challenge],
    ],
    created_at: createdAt,
  };
}
