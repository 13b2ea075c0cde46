import { finalizeEvent, generateSecretKey, getPublicKey, type NostrEvent } from 'nostr-tools';

export interface TestKey {
  secretKey: Uint8Array;
  pubkey: string;
}

export function newKey(): TestKey {
  const secretKey = generateSecretKey();
  return { secretKey, pubkey: getPublicKey(secretKey) };
}

export interface EventDraft {
  kind?: number;
  tags?: string[][];
  content?: string;
  created_at?: number;
}

/** Default contents differ so two quick default events never share an id. */
let noteCounter = 0;

export function nowSeconds(): number {
  return Math.floor(Date.now() / 1000);
}

/**
 * A correctly signed event; defaults to a unique kind 1 note created now. Returned as a plain object (see
 * `tampered`) so it compares equal to the same event read back from the relay.
 */
export function signed(key: TestKey, draft: EventDraft = {}): NostrEvent {
  const event = finalizeEvent(
    {
      kind: draft.kind ?? 1,
      tags: draft.tags ?? [],
      content: draft.content ?? `note ${(noteCounter += 1)}`,
      created_at: draft.created_at ?? nowSeconds(),
    },
    key.secretKey,
  );
  return tampered(event, {});
}

/** A copy without nostr-tools' "verified" marker, changed as given: what a hostile client would send. */
export function tampered(event: NostrEvent, changes: Partial<NostrEvent>): NostrEvent {
  const { id, pubkey, created_at, kind, tags, content, sig } = event;
  return { id, pubkey, created_at, kind, tags, content, sig, ...changes };
}

/** Just the NIP-01 fields, e.g. of an event that a client library marked as verified. */
export function plain(event: NostrEvent): NostrEvent {
  return tampered(event, {});
}

/** A car listing (kind 30402) shaped like the app's, with overridable tags. */
export function listing(
  key: TestKey,
  options: { d: string; title: string; created_at?: number; content?: string; extraTags?: string[][] },
): NostrEvent {
  return signed(key, {
    kind: 30402,
    created_at: options.created_at,
    content: options.content ?? 'Well kept, full service history.',
    tags: [
      ['d', options.d],
      ['title', options.title],
      ['price', '15000', 'USD'],
      ['t', 'car'],
      ['t', 'automobile'],
      ['status', 'active'],
      ...(options.extraTags ?? []),
    ],
  });
}
