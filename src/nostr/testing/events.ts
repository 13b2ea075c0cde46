/** Event factories for unit tests. Not imported by application code. */
import { finalizeEvent, generateSecretKey, getPublicKey } from 'nostr-tools';

import type { EventTemplate, NostrEvent } from '../event';

export interface TestKey {
  secretKey: Uint8Array;
  pubkey: string;
}

export function testKey(): TestKey {
  const secretKey = generateSecretKey();
  return { secretKey, pubkey: getPublicKey(secretKey) };
}

/** A really signed event, for tests where ids and signatures must be genuine. */
export function signedEvent(key: TestKey, template: Partial<EventTemplate> = {}): NostrEvent {
  return finalizeEvent(
    { kind: 1, content: '', tags: [], created_at: 1_700_000_000, ...template },
    key.secretKey,
  );
}

let counter = 0;

/** A syntactically valid but unsigned event with a unique fake id, for pure-logic tests. */
export function fakeEvent(partial: Partial<NostrEvent> = {}): NostrEvent {
  counter += 1;
  return {
    id: counter.toString(16).padStart(64, '0'),
    pubkey: 'a'.repeat(64),
    kind: 1,
    content: '',
    tags: [],
    created_at: 1_700_000_000,
    sig: '0'.repeat(128),
    ...partial,
  };
}
