import { firstTagValue, type NostrEvent } from './event';

type Versioned = Pick<NostrEvent, 'id' | 'kind' | 'pubkey' | 'created_at' | 'tags'>;

/** NIP-01: kind 0, 3 and 10000–19999 keep one event per author and kind. */
export function isReplaceableKind(kind: number): boolean {
  return kind === 0 || kind === 3 || (kind >= 10_000 && kind < 20_000);
}

/** NIP-01: kinds 30000–39999 keep one event per author, kind and `d` tag. */
export function isAddressableKind(kind: number): boolean {
  return kind >= 30_000 && kind < 40_000;
}

/**
 * The identity that later versions of an event replace: `kind:pubkey:d` for addressable kinds,
 * `kind:pubkey` for replaceable kinds, and the event id for everything else (so exact duplicates collapse).
 */
export function versionKey(event: Versioned): string {
  if (isAddressableKind(event.kind)) return `${event.kind}:${event.pubkey}:${firstTagValue(event, 'd') ?? ''}`;
  if (isReplaceableKind(event.kind)) return `${event.kind}:${event.pubkey}`;
  return event.id;
}

/** NIP-01 order of versions: the newer `created_at` wins; on a tie the lexically lowest id wins. */
export function isNewerVersion(candidate: Versioned, current: Versioned): boolean {
  if (candidate.created_at !== current.created_at) return candidate.created_at > current.created_at;
  return candidate.id < current.id;
}

/**
 * Keeps the newest version of each item's event (see {@link versionKey}). The result lists one item per
 * identity, in the order each identity was first seen, so callers can sort afterwards without surprises.
 */
export function latestVersions<T>(items: Iterable<T>, eventOf: (item: T) => Versioned): T[] {
  const latest = new Map<string, T>();
  for (const item of items) {
    const key = versionKey(eventOf(item));
    const current = latest.get(key);
    if (current === undefined || isNewerVersion(eventOf(item), eventOf(current))) latest.set(key, item);
  }
  return [...latest.values()];
}
