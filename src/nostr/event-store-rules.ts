import { KIND } from '@/config/constants';

import { firstTagValue, tagValues, type NostrEvent, type NostrFilter } from './event';

/**
 * The protocol rules the event store applies (docs/architecture.md §20), as pure functions: which kinds keep
 * one version (NIP-01), which version is newest, and what a NIP-09 deletion request names. Outside the
 * event-store module family only the filter builders and `latestVersions` (for the boot cards, which run
 * before the store exists) are used; `scripts/protocol-rule-checks.ts` keeps it that way.
 */

type Versioned = Pick<NostrEvent, 'id' | 'kind' | 'pubkey' | 'created_at' | 'tags'>;

/** NIP-01: kind 0, 3 and 10000–19999 keep one event per author and kind. */
export function isReplaceableKind(kind: number): boolean {
  return kind === KIND.profile || kind === KIND.contactList || (kind >= 10_000 && kind < 20_000);
}

/** NIP-01: kinds 30000–39999 keep one event per author, kind and `d` tag. */
export function isAddressableKind(kind: number): boolean {
  return kind >= 30_000 && kind < 40_000;
}

/**
 * `kind:pubkey:d` of a replaceable (empty `d`) or addressable event: what an `a` tag names and what later
 * versions replace. Undefined for every other kind.
 */
export function addressOf(event: Pick<NostrEvent, 'kind' | 'pubkey' | 'tags'>): string | undefined {
  if (!isAddressableKind(event.kind) && !isReplaceableKind(event.kind)) return undefined;
  // Readers ask the store for the same events' addresses on every change (each scroll page, each report
  // batch): each event's address is built once (events are never changed once received).
  let address = addressCache.get(event);
  if (address === undefined) {
    address = isAddressableKind(event.kind) ? `${event.kind}:${event.pubkey}:${firstTagValue(event, 'd') ?? ''}` : `${event.kind}:${event.pubkey}:`;
    addressCache.set(event, address);
  }
  return address;
}

const addressCache = new WeakMap<object, string>();

/** The identity later versions replace: the address, or the event id for a regular event (duplicates collapse). */
export function versionKey(event: Versioned): string {
  return addressOf(event) ?? event.id;
}

/** NIP-01 order of versions: the newer `created_at` wins; on a tie the lexically lowest id wins. */
export function isNewerVersion(candidate: Versioned, current: Versioned): boolean {
  if (candidate.created_at !== current.created_at) return candidate.created_at > current.created_at;
  return candidate.id < current.id;
}

/**
 * Keeps the newest version of each item's event (see {@link versionKey}), one item per identity, in the
 * order each identity was first seen. For code that has no store (the boot cards paint before React) and
 * for the store itself.
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

/** Whether `event` is a NIP-09 deletion request. */
export function isDeletionRequest(event: Pick<NostrEvent, 'kind'>): boolean {
  return event.kind === KIND.deletion;
}

/** What one deletion request may delete: ids (`e`) and addresses (`a`) of its own author's events only. */
export interface DeletionTargets {
  ids: string[];
  addresses: string[];
}

/**
 * The targets of a deletion request. An `a` naming another author is dropped (only the author named inside
 * an address may delete it); `kind:pubkey` without the trailing colon reads as the replaceable address.
 */
export function deletionTargets(deletion: NostrEvent): DeletionTargets {
  if (!isDeletionRequest(deletion)) return { ids: [], addresses: [] };
  const addresses: string[] = [];
  for (const value of tagValues(deletion, 'a')) {
    const [kind, author, ...rest] = value.split(':');
    if (author !== deletion.pubkey || kind === undefined || !/^\d+$/.test(kind)) continue;
    addresses.push(`${Number(kind)}:${author}:${rest.join(':')}`);
  }
  return { ids: tagValues(deletion, 'e'), addresses };
}

/**
 * NIP-09 deletion requests that could remove any of `events`: by event id (`e`) and, for replaceable and
 * addressable events, by address (`a`). Restricted to the events' authors, since only an author can delete
 * their own events. One REQ with up to two filters; none when there is nothing to check.
 */
export function deletionFiltersFor(events: readonly Versioned[]): NostrFilter[] {
  if (events.length === 0) return [];
  const authors = [...new Set(events.map((event) => event.pubkey))];
  const addresses = [...new Set(events.map(addressOf).filter((address) => address !== undefined))];
  const filters: NostrFilter[] = [{ kinds: [KIND.deletion], authors, '#e': events.map((event) => event.id) }];
  if (addresses.length > 0) filters.unshift({ kinds: [KIND.deletion], authors, '#a': addresses });
  return filters;
}

/** The deletion requests naming `addresses` (`kind:pubkey:d`) by their authors: for addresses no relay had. */
export function addressDeletionFilters(addresses: readonly string[]): NostrFilter[] {
  const authors = [...new Set(addresses.map((address) => address.split(':')[1] ?? ''))].filter((author) => author !== '');
  return authors.length === 0 ? [] : [{ kinds: [KIND.deletion], authors, '#a': [...new Set(addresses)] }];
}
