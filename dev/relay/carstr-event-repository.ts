import { EventRepositorySqlite } from '@nostr-relay/event-repository-sqlite';
import type { Filter, NostrEvent } from 'nostr-tools';

import { authorStorage, type AuthorStorage } from './author-quota';
import { DeletionTombstones } from './deletion-tombstones';
import { isIndexedByUs, listingSearchText } from './listing-search-index';
import { effectiveLimit } from './match-filter';
import { queryEvents, type EventSource } from './query-events';
import { searchPage, type SearchCondition } from './search-query';
import type { SqliteHandle } from './sqlite-handle';

type UpsertResult = Awaited<ReturnType<EventRepositorySqlite['upsert']>>;

/**
 * The library caps a query at ten times its default limit. Our own default/max limits are applied
 * in query-events.ts; this only sets how big one internal page may be (10 000 rows).
 */
const LIBRARY_DEFAULT_LIMIT = 1000;
const LIBRARY_MAX_LIMIT = LIBRARY_DEFAULT_LIMIT * 10;

/**
 * EventRepositorySqlite with the wrapper's fixes: correct queries for any number of tag keys and
 * for search (see query-events.ts), kind 30402 in the full-text index, and NIP-09 deletion with
 * tombstones. Storage and replaceable/addressable replacement stay the library's.
 */
export class CarstrEventRepository extends EventRepositorySqlite implements EventSource {
  readonly maxBatch = LIBRARY_MAX_LIMIT;
  private readonly sqlite: SqliteHandle;
  private readonly tombstones: DeletionTombstones;
  /** false: kind 5 requests are stored but delete nothing (see StartRelayOptions.applyDeletions). */
  private readonly applyDeletions: boolean;
  /**
   * Writes run one at a time. The library's writes are async Kysely transactions on the same
   * connection as our synchronous statements; running ours in between could land them inside the
   * library's open transaction.
   */
  private writes: Promise<unknown> = Promise.resolve();

  private constructor(dbPath: string, applyDeletions: boolean) {
    super(dbPath, { defaultLimit: LIBRARY_DEFAULT_LIMIT });
    this.sqlite = this.getDatabase() as SqliteHandle;
    this.tombstones = new DeletionTombstones(this.sqlite);
    this.applyDeletions = applyDeletions;
  }

  static async open(dbPath: string, options: { applyDeletions?: boolean } = {}): Promise<CarstrEventRepository> {
    const repository = new CarstrEventRepository(dbPath, options.applyDeletions ?? true);
    await repository.init();
    return repository;
  }

  override upsert(event: NostrEvent): Promise<UpsertResult> {
    return this.serializeWrite(() => this.store(event));
  }

  /** Called by the library for kind 5. Unlike the library we also keep the request itself (NIP-09). */
  override deleteByDeletionRequest(request: NostrEvent): Promise<void> {
    return this.serializeWrite(async () => {
      if (this.applyDeletions) this.tombstones.apply(request);
      await this.store(request);
    });
  }

  /** Whether the event's author has deleted it; such events must be refused, not stored again. */
  isDeleted(event: NostrEvent): boolean {
    // Tombstones left in a database file by an earlier run that applied deletions are ignored too.
    return this.applyDeletions && this.tombstones.isDeleted(event);
  }

  /** What the author of `event` stores here, for the per-author quota (author-quota.ts). */
  authorStorage(event: NostrEvent): AuthorStorage {
    return authorStorage(this.sqlite, event);
  }

  /** What the library itself calls (e.g. its duplicate check), answered by our query. */
  override find(filter: Filter): Promise<NostrEvent[]> {
    return this.findMatching(filter);
  }

  /** Events answering one filter, newest first, at most `limit` (default: the filter's effective limit). */
  findMatching(filter: Filter, limit = effectiveLimit(filter)): Promise<NostrEvent[]> {
    return queryEvents(filter, this, limit);
  }

  findInLibrary(filter: Filter & { limit: number }): Promise<NostrEvent[]> {
    return super.find(filter);
  }

  searchPage(condition: SearchCondition, filter: Filter, page: { limit: number; offset: number }): NostrEvent[] {
    return searchPage(this.sqlite, condition, filter, page);
  }

  override async destroy(): Promise<void> {
    await this.writes;
    await super.destroy();
  }

  private async store(event: NostrEvent): Promise<UpsertResult> {
    const result = await super.upsert(event);
    // On replacement the library already deleted the old version's row from events_fts by id.
    if (!result.isDuplicate && isIndexedByUs(event)) {
      const text = listingSearchText(event);
      if (text) this.sqlite.prepare('INSERT INTO events_fts (id, content) VALUES (?, ?)').run(event.id, text);
    }
    return result;
  }

  private serializeWrite<T>(task: () => Promise<T>): Promise<T> {
    const run = this.writes.then(task, task);
    this.writes = run.catch(() => undefined);
    return run;
  }
}
