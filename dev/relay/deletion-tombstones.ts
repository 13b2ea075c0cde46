import type { NostrEvent } from 'nostr-tools';

import { DELETION_KIND, coordinateDValue, isAddressableKind, isReplaceableKind } from './event-kinds';
import type { SqliteHandle } from './sqlite-handle';

interface Coordinate {
  kind: number;
  pubkey: string;
  d: string;
}

const HEX_64 = /^[0-9a-f]{64}$/;

/** `kind:pubkey:d` of a replaceable or addressable event; `d` may itself contain colons. */
function parseCoordinate(value: string): Coordinate | null {
  const match = /^(\d+):([0-9a-f]{64}):(.*)$/s.exec(value);
  if (!match?.[1] || !match[2] || match[3] === undefined) return null;
  const kind = Number(match[1]);
  if (!isReplaceableKind(kind) && !isAddressableKind(kind)) return null;
  return { kind, pubkey: match[2], d: match[3] };
}

/**
 * NIP-09 deletion, done here instead of by the library because the library (a) forgets a deletion
 * once the rows are gone, so the same event can simply be published again, (b) deletes every
 * version behind an `a` coordinate even those newer than the request, and (c) splits `d` values
 * containing ':' wrongly. We keep tombstones in the same SQLite file so they survive restarts.
 */
export class DeletionTombstones {
  private readonly db: SqliteHandle;

  constructor(db: SqliteHandle) {
    this.db = db;
    db.exec(`
      CREATE TABLE IF NOT EXISTS carstr_deleted_ids (
        event_id TEXT NOT NULL, author TEXT NOT NULL, PRIMARY KEY (event_id, author));
      CREATE TABLE IF NOT EXISTS carstr_deleted_coordinates (
        kind INTEGER NOT NULL, author TEXT NOT NULL, d TEXT NOT NULL, deleted_until INTEGER NOT NULL,
        PRIMARY KEY (kind, author, d));
    `);
  }

  /**
   * Records what `request` (a kind 5 event) deletes and removes the stored events it covers: only
   * the requester's own events, never other deletion requests, and behind an `a` coordinate only
   * versions not newer than the request. Runs in one transaction; returns the removed ids.
   */
  apply(request: NostrEvent): string[] {
    return this.db.transaction(() => {
      const removed: string[] = [];
      for (const [name, value] of request.tags) {
        if (value === undefined) continue;
        if (name === 'e' && HEX_64.test(value)) removed.push(...this.deleteById(value, request));
        if (name === 'a') {
          const coordinate = parseCoordinate(value);
          if (coordinate?.pubkey === request.pubkey) {
            removed.push(...this.deleteByCoordinate(coordinate, request));
          }
        }
      }
      this.removeRows(removed);
      return removed;
    })();
  }

  /** Whether the author deleted this event (by id, or by coordinate at or after its created_at). */
  isDeleted(event: NostrEvent): boolean {
    if (event.kind === DELETION_KIND) return false;
    const byId = this.db
      .prepare('SELECT 1 FROM carstr_deleted_ids WHERE event_id = ? AND author = ?')
      .get(event.id, event.pubkey);
    if (byId !== undefined) return true;
    const d = coordinateDValue(event);
    if (d === null) return false;
    const byCoordinate = this.db
      .prepare(
        `SELECT 1 FROM carstr_deleted_coordinates
         WHERE kind = ? AND author = ? AND d = ? AND deleted_until >= ?`,
      )
      .get(event.kind, event.pubkey, d, event.created_at);
    return byCoordinate !== undefined;
  }

  private deleteById(eventId: string, request: NostrEvent): string[] {
    // Recorded even if we never saw the event: it may arrive after its deletion request.
    this.db
      .prepare('INSERT OR IGNORE INTO carstr_deleted_ids (event_id, author) VALUES (?, ?)')
      .run(eventId, request.pubkey);
    const rows = this.db
      .prepare('SELECT id FROM events WHERE id = ? AND author = ? AND kind != ?')
      .all(eventId, request.pubkey, DELETION_KIND) as { id: string }[];
    return rows.map((row) => row.id);
  }

  private deleteByCoordinate(coordinate: Coordinate, request: NostrEvent): string[] {
    this.db
      .prepare(
        `INSERT INTO carstr_deleted_coordinates (kind, author, d, deleted_until) VALUES (?, ?, ?, ?)
         ON CONFLICT (kind, author, d) DO UPDATE SET deleted_until = MAX(deleted_until, excluded.deleted_until)`,
      )
      .run(coordinate.kind, coordinate.pubkey, coordinate.d, request.created_at);
    const rows = this.db
      .prepare(
        `SELECT id FROM events WHERE kind = ? AND author = ? AND d_tag_value = ? AND created_at <= ?`,
      )
      .all(coordinate.kind, coordinate.pubkey, coordinate.d, request.created_at) as { id: string }[];
    return rows.map((row) => row.id);
  }

  /** Removes events with their tag index and search rows (we do not rely on foreign-key cascades). */
  private removeRows(ids: readonly string[]): void {
    for (const table of ['generic_tags', 'events_fts', 'events']) {
      const column = table === 'generic_tags' ? 'event_id' : 'id';
      const statement = this.db.prepare(`DELETE FROM ${table} WHERE ${column} = ?`);
      for (const id of ids) statement.run(id);
    }
  }
}
