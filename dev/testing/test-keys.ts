import { finalizeEvent, generateSecretKey, getPublicKey, type NostrEvent } from 'nostr-tools';

import { KIND } from '../../src/config/constants';

/**
 * Keys and signed events for every test layer (relay, component, browser and unit tests). Pure: no
 * sockets or Node modules, so unit tests can use it too; `test-relay.ts` re-exports it next to the relay.
 */

/** A test identity: a fresh secret key and its hex public key. */
export interface TestKeys {
  secretKey: Uint8Array;
  pubkey: string;
}

export function newKeys(): TestKeys {
  const secretKey = generateSecretKey();
  return { secretKey, pubkey: getPublicKey(secretKey) };
}

export function nowSeconds(): number {
  return Math.floor(Date.now() / 1000);
}

export interface EventDraft {
  kind?: number;
  tags?: string[][];
  content?: string;
  created_at?: number;
}

/** Default contents differ so two quick default events never share an id. */
let noteCounter = 0;

/**
 * A correctly signed event; defaults to a unique kind 1 note created now. Returned as a plain object (see
 * `tampered`) so it compares equal to the same event read back from a relay.
 */
export function signEvent(keys: Pick<TestKeys, 'secretKey'>, draft: EventDraft = {}): NostrEvent {
  const event = finalizeEvent(
    {
      kind: draft.kind ?? 1,
      tags: draft.tags ?? [],
      content: draft.content ?? `note ${(noteCounter += 1)}`,
      created_at: draft.created_at ?? nowSeconds(),
    },
    keys.secretKey,
  );
  return plainEvent(event);
}

/** A kind-0 profile with `metadata` as its JSON content. */
export function signProfile(keys: Pick<TestKeys, 'secretKey'>, metadata: Record<string, unknown>, createdAt = nowSeconds()): NostrEvent {
  return signEvent(keys, { kind: KIND.profile, created_at: createdAt, content: JSON.stringify(metadata) });
}

/** A copy without nostr-tools' "verified" marker, changed as given: what a hostile client would send. */
export function tampered(event: NostrEvent, changes: Partial<NostrEvent>): NostrEvent {
  const { id, pubkey, created_at, kind, tags, content, sig } = event;
  return { id, pubkey, created_at, kind, tags, content, sig, ...changes };
}

/** Just the NIP-01 fields, e.g. of an event that a client library marked as verified. */
export function plainEvent(event: NostrEvent): NostrEvent {
  return tampered(event, {});
}
