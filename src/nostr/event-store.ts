import type { NostrEvent, NostrFilter } from './event';
import { nowSeconds, RELAY_DATA_LIMITS } from './event-limits';
import { matchesFilter, newestFirstOrder } from './event-store-filter';
import { addressOf, deletionTargets, isDeletionRequest, isNewerVersion, latestVersions } from './event-store-rules';

/**
 * What became of an event offered to the store: `added` (held, and current), `duplicate` (held already),
 * `older` (a newer version of its address is held), `deleted` (its author's deletion request is known),
 * `future` (dated beyond the relay data limit).
 */
export type AddOutcome = 'added' | 'duplicate' | 'older' | 'deleted' | 'future';

/** Events the store hides from every read without deleting them (the user's mutes, supplied by trust). */
export type MuteRule = (event: NostrEvent) => boolean;

export interface EventStoreOptions {
  /** The most events held; beyond it, events no reader holds go, least recently used first. */
  maxEvents?: number;
  /** The seconds clock the future limit is measured against. */
  now?: () => number;
}

const DEFAULT_MAX_EVENTS = 20_000;

/**
 * The one place the protocol's rules are applied to what the app reads (docs/architecture.md §20): verified
 * events kept by id; replaceable and addressable events resolved to their newest version (NIP-01 order, a
 * tie to the lowest id); NIP-09 deletion requests applied by `e` and by `a`, author-checked, for every kind
 * (an `a` only removes versions created at or before the request), whichever arrives first; events dated
 * beyond the relay data limit refused; a mute rule that hides without deleting. Pure: no network, no React.
 */
export class EventStore {
  /** Insertion order is recency of use: a touched event is moved to the end. */
  private readonly events = new Map<string, NostrEvent>();
  /** Address → id of the newest version held. */
  private readonly newest = new Map<string, string>();
  /** Id → the authors who asked to delete it by `e` (kept when the request itself is evicted); only its own author's counts. */
  private readonly deletedIds = new Map<string, Set<string>>();
  /** Address → the newest deletion request's `created_at`: versions up to then are deleted. */
  private readonly deletedUntil = new Map<string, number>();
  private readonly holds = new Map<string, number>();
  private readonly listeners = new Set<() => void>();
  private readonly maxEvents: number;
  private readonly now: () => number;
  private muted: MuteRule | undefined;
  private changes = 0;

  constructor(options: EventStoreOptions = {}) {
    this.maxEvents = options.maxEvents ?? DEFAULT_MAX_EVENTS;
    this.now = options.now ?? nowSeconds;
  }

  /** Bumped on every change a reader could see: for `useSyncExternalStore` snapshots. */
  get version(): number {
    return this.changes;
  }

  /** How many events are held. */
  get size(): number {
    return this.events.size;
  }

  add(event: NostrEvent): AddOutcome {
    const [outcome] = this.addMany([event]);
    return outcome!;
  }

  addMany(events: Iterable<NostrEvent>): AddOutcome[] {
    let changed = false;
    const outcomes: AddOutcome[] = [];
    for (const event of events) {
      const outcome = this.addOne(event);
      if (outcome === 'added') changed = true;
      outcomes.push(outcome);
    }
    if (changed) {
      this.evict();
      this.changed();
    }
    return outcomes;
  }

  /** Whether the store knows a deletion request by `event`'s author that removes it. */
  isDeleted(event: Pick<NostrEvent, 'id' | 'kind' | 'pubkey' | 'created_at' | 'tags'>): boolean {
    if (isDeletionRequest(event)) return false;
    if (this.deletedIds.get(event.id)?.has(event.pubkey) === true) return true;
    if (this.deletedUntil.size === 0) return false;
    const address = addressOf(event);
    const until = address === undefined ? undefined : this.deletedUntil.get(address);
    return until !== undefined && event.created_at <= until;
  }

  /** Whether versions of `address` (`kind:pubkey:d`) created at or before `createdAt` are deleted. */
  isAddressDeleted(address: string, createdAt = 0): boolean {
    const until = this.deletedUntil.get(address);
    return until !== undefined && createdAt <= until;
  }

  isMuted(event: NostrEvent): boolean {
    return this.muted?.(event) === true;
  }

  /** The held event with this id, unless muted. */
  get(id: string): NostrEvent | undefined {
    const event = this.events.get(id);
    if (event === undefined || this.isMuted(event)) return undefined;
    this.touch(event);
    return event;
  }

  /** The newest version held of a replaceable (`d` omitted) or addressable event, unless muted. */
  getReplaceable(kind: number, pubkey: string, d = ''): NostrEvent | undefined {
    const id = this.newest.get(`${kind}:${pubkey}:${d}`);
    return id === undefined ? undefined : this.get(id);
  }

  /** The held events matching any of `filters` (NIP-01, each filter's `limit` its own), newest first. */
  query(filters: readonly NostrFilter[]): NostrEvent[] {
    const found = new Map<string, NostrEvent>();
    for (const filter of filters) {
      const matches = [...this.events.values()].filter((event) => matchesFilter(event, filter) && !this.isMuted(event)).toSorted(newestFirstOrder);
      for (const event of filter.limit === undefined ? matches : matches.slice(0, filter.limit)) found.set(event.id, event);
    }
    return [...found.values()].toSorted(newestFirstOrder);
  }

  /**
   * What a reader has, as the store says now: items whose event is deleted or muted dropped, and one item
   * per version (the newest among them), in the order the reader had them. An item stays when the store
   * holds a newer version the reader lacks: the reader's next read brings it.
   */
  current<T>(items: Iterable<T>, eventOf: (item: T) => NostrEvent): T[] {
    const kept: T[] = [];
    for (const item of items) {
      const event = eventOf(item);
      if (!this.isDeleted(event) && !this.isMuted(event)) kept.push(item);
    }
    return latestVersions(kept, eventOf);
  }

  /** Keeps `ids` from eviction until the returned function is called (once is enough; more is harmless). */
  hold(ids: Iterable<string>): () => void {
    const held = [...new Set(ids)];
    for (const id of held) this.holds.set(id, (this.holds.get(id) ?? 0) + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      for (const id of held) {
        const count = (this.holds.get(id) ?? 0) - 1;
        if (count > 0) this.holds.set(id, count);
        else this.holds.delete(id);
      }
      this.evict();
    };
  }

  /** Sets (or, with undefined, clears) the rule that hides events; readers are told. */
  setMuteRule(rule: MuteRule | undefined): void {
    this.muted = rule;
    this.changed();
  }

  /** Calls `listener` after every change readers could see; returns the unsubscribe. */
  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  }

  /** Forgets everything (tests, and a page that starts over); listeners stay and are told. */
  clear(): void {
    this.events.clear();
    this.newest.clear();
    this.deletedIds.clear();
    this.deletedUntil.clear();
    this.changed();
  }

  private addOne(event: NostrEvent): AddOutcome {
    if (event.created_at > this.now() + RELAY_DATA_LIMITS.futureSeconds) return 'future';
    const held = this.events.get(event.id);
    if (held !== undefined) {
      this.touch(held);
      return 'duplicate';
    }
    if (this.isDeleted(event)) return 'deleted';
    const address = addressOf(event);
    if (address !== undefined) {
      const previous = this.events.get(this.newest.get(address) ?? '');
      if (previous !== undefined && !isNewerVersion(event, previous)) return 'older';
      if (previous !== undefined) this.events.delete(previous.id);
      this.newest.set(address, event.id);
    }
    this.events.set(event.id, event);
    if (isDeletionRequest(event)) this.applyDeletion(event);
    return 'added';
  }

  private applyDeletion(deletion: NostrEvent): void {
    const { ids, addresses } = deletionTargets(deletion);
    for (const id of ids) {
      const authors = this.deletedIds.get(id) ?? new Set<string>();
      authors.add(deletion.pubkey);
      this.deletedIds.set(id, authors);
      const target = this.events.get(id);
      if (target !== undefined && this.isDeleted(target)) this.remove(target);
    }
    for (const address of addresses) {
      this.deletedUntil.set(address, Math.max(this.deletedUntil.get(address) ?? 0, deletion.created_at));
      const target = this.events.get(this.newest.get(address) ?? '');
      if (target !== undefined && this.isDeleted(target)) this.remove(target);
    }
  }

  private remove(event: NostrEvent): void {
    this.events.delete(event.id);
    const address = addressOf(event);
    if (address !== undefined && this.newest.get(address) === event.id) this.newest.delete(address);
  }

  private touch(event: NostrEvent): void {
    this.events.delete(event.id);
    this.events.set(event.id, event);
  }

  /** Least recently used first, skipping held events; deletion markers stay (they are what keeps a target out). */
  private evict(): void {
    if (this.events.size <= this.maxEvents) return;
    for (const event of this.events.values()) {
      if (this.events.size <= this.maxEvents) break;
      if (!this.holds.has(event.id)) this.remove(event);
    }
  }

  private changed(): void {
    this.changes += 1;
    for (const listener of this.listeners) listener();
  }
}
