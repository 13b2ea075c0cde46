import type { NostrEvent } from 'nostr-tools';

import { coordinateDValue, DELETION_KIND } from './event-kinds';
import type { AbuseLimits } from './relay-limits';
import type { SqliteHandle } from './sqlite-handle';

/**
 * The per-author storage quota (docs/architecture.md §12): how many events and how many bytes of tags and
 * content one pubkey may keep on the relay. Measured in SQL on the library's `events` table, so it counts
 * what is really stored (replacements and deletions included) and survives restarts. Deletion requests
 * (kind 5) are neither counted nor refused, so an author at the quota can always delete to make room. A new
 * key costs nothing, so this bounds a runaway client (an app publishing in a loop), not a determined
 * attacker; the per-connection caps and the 127.0.0.1 default bind address do that.
 */

/** What the author of `event` has stored, and what storing `event` would change. */
export interface AuthorStorage {
  events: number;
  bytes: number;
  /** The event is stored already: publishing it again stores nothing. */
  duplicate: boolean;
  /** Bytes of the stored version `event` would replace (a replaceable or addressable event), else null. */
  replacedBytes: number | null;
}

type Limits = Pick<AbuseLimits, 'maxEventsPerAuthor' | 'maxBytesPerAuthor'>;

/** Kinds 20000-29999 are broadcast, never stored (NIP-01), so they take no room; kind 5 is free (see above). */
function isExempt(kind: number): boolean {
  return kind === DELETION_KIND || (kind >= 20_000 && kind < 30_000);
}

/** What the quota counts for one event: its tags as the library stores them (JSON) and its content, in bytes. */
export function storedBytes(event: Pick<NostrEvent, 'tags' | 'content'>): number {
  return Buffer.byteLength(JSON.stringify(event.tags)) + Buffer.byteLength(event.content);
}

const ROW_BYTES = 'LENGTH(CAST(tags AS BLOB)) + LENGTH(CAST(content AS BLOB))';

export function authorStorage(sqlite: SqliteHandle, event: NostrEvent): AuthorStorage {
  const totals = sqlite
    .prepare(`SELECT COUNT(*) AS events, COALESCE(SUM(${ROW_BYTES}), 0) AS bytes FROM events WHERE author = ? AND kind != ${DELETION_KIND}`)
    .get(event.pubkey) as { events: number; bytes: number };
  const duplicate = sqlite.prepare('SELECT 1 FROM events WHERE id = ?').get(event.id) !== undefined;
  const d = coordinateDValue(event);
  const replaced =
    d === null
      ? undefined
      : (sqlite.prepare(`SELECT ${ROW_BYTES} AS bytes FROM events WHERE author = ? AND kind = ? AND d_tag_value = ?`).get(event.pubkey, event.kind, d) as
          | { bytes: number }
          | undefined);
  return { events: totals.events, bytes: totals.bytes, duplicate, replacedBytes: replaced?.bytes ?? null };
}

/**
 * Why storing `event` would take its author over the quota (a NIP-01 `blocked:` reason), or undefined.
 * A duplicate or an ephemeral event stores nothing, a deletion request is free; a new version of a replaceable or addressable event
 * takes no extra slot and only its growth in bytes counts, so an author at the quota can still edit.
 */
export function quotaProblem(event: NostrEvent, storage: AuthorStorage, limits: Limits): string | undefined {
  if (storage.duplicate || isExempt(event.kind)) return undefined;
  const replacing = storage.replacedBytes !== null;
  if (!replacing && storage.events + 1 > limits.maxEventsPerAuthor) {
    return `blocked: this key already stores ${storage.events} events here (quota ${limits.maxEventsPerAuthor}); delete some first`;
  }
  const bytesAfter = storage.bytes - (storage.replacedBytes ?? 0) + storedBytes(event);
  if (bytesAfter > limits.maxBytesPerAuthor) {
    return `blocked: this key would store ${bytesAfter} bytes here (quota ${limits.maxBytesPerAuthor}); delete some events first`;
  }
  return undefined;
}
