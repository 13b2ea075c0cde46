/** Event factories for unit tests. Not imported by application code. Keys come from ./test-keys.ts. */
import type { EventTemplate, NostrEvent } from '../../src/nostr/event';
import { signEvent, type TestKeys } from './test-keys';

/** A really signed event, for tests where ids and signatures must be genuine; dated 2023-11-14 unless told. */
export function signedEvent(keys: TestKeys, template: Partial<EventTemplate> = {}): NostrEvent {
  return signEvent(keys, { kind: 1, content: '', tags: [], created_at: 1_700_000_000, ...template });
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
