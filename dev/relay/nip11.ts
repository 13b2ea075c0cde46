import type { IncomingMessage, ServerResponse } from 'node:http';

import { DEFAULT_ABUSE_LIMITS, RELAY_LIMITS, type AbuseLimits } from './relay-limits';

const NOSTR_JSON = 'application/nostr+json';

/** Browsers fetch NIP-11 cross-origin (the app is served from another port), hence CORS on every answer. */
const CORS_HEADERS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers': '*',
  'Access-Control-Allow-Methods': 'GET, OPTIONS',
} as const;

/**
 * NIP-11 relay information. Lists only NIPs this relay really implements end to end:
 * 1 (protocol), 9 (deletion), 11 (this document), 40 (expiration: expired events are refused and
 * never served), 45 (COUNT), 50 (search, including car listings). `limitation` gives the NIP-11 fields
 * and, under names of our own, the per-connection caps and per-author quota (docs/architecture.md §12).
 */
export function relayInformation(limits: AbuseLimits = DEFAULT_ABUSE_LIMITS, search = true) {
  return {
    name: 'Carstr dev relay',
    description:
      'Embedded development relay for Carstr: NIP-01 over WebSocket, stored in SQLite. ' +
      'For local development and tests only.',
    // Without search (a test's stand-in for the many relays that do not implement it), 50 is not announced.
    supported_nips: [1, 9, 11, 17, 40, 42, 45, 50, 59].filter((nip) => search || nip !== 50),
    software: 'carstr-dev-relay',
    // @nostr-relay/core is the engine underneath; its version is the one pinned in docs/architecture.md §2.
    version: '0.1.0 (@nostr-relay/core 0.0.40)',
    limitation: {
      max_message_length: RELAY_LIMITS.maxMessageLength,
      max_subscriptions: RELAY_LIMITS.maxSubscriptions,
      max_filters: RELAY_LIMITS.maxFilters,
      max_limit: RELAY_LIMITS.maxLimit,
      default_limit: RELAY_LIMITS.defaultLimit,
      max_subid_length: RELAY_LIMITS.maxSubidLength,
      max_event_tags: RELAY_LIMITS.maxEventTags,
      // NIP-11 leaves out a bound that is switched off; JSON has no Infinity.
      ...(Number.isFinite(limits.maxFutureSeconds) ? { created_at_upper_limit: limits.maxFutureSeconds } : {}),
      max_messages_per_second: limits.messagesPerSecond,
      max_message_burst: limits.messageBurst,
      max_queued_bytes: limits.maxQueuedBytes,
      max_events_per_pubkey: limits.maxEventsPerAuthor,
      max_bytes_per_pubkey: limits.maxBytesPerAuthor,
      auth_required: false,
      payment_required: false,
      restricted_writes: false,
    },
  };
}

/**
 * The relay's HTTP side: the NIP-11 document for `Accept: application/nostr+json` on `/`, a short
 * text page for anyone opening the URL in a browser, CORS preflight, 404 otherwise.
 */
export function handleHttpRequest(request: IncomingMessage, response: ServerResponse, limits: AbuseLimits = DEFAULT_ABUSE_LIMITS, search = true): void {
  const path = (request.url ?? '/').split('?')[0];
  if (request.method === 'OPTIONS') {
    response.writeHead(204, CORS_HEADERS).end();
    return;
  }
  if (path !== '/' || (request.method !== 'GET' && request.method !== 'HEAD')) {
    response.writeHead(404, { ...CORS_HEADERS, 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found\n');
    return;
  }
  if (request.headers.accept?.includes(NOSTR_JSON)) {
    response
      .writeHead(200, { ...CORS_HEADERS, 'Content-Type': NOSTR_JSON })
      .end(JSON.stringify(relayInformation(limits, search)));
    return;
  }
  response
    .writeHead(200, { ...CORS_HEADERS, 'Content-Type': 'text/plain; charset=utf-8' })
    .end('Carstr dev relay. Connect a Nostr client to this address over WebSocket.\n');
}
