import type { Filter, NostrEvent } from 'nostr-tools';

import type { SqliteHandle } from './sqlite-handle';

/** The trigram tokenizer the library's `events_fts` uses cannot match terms shorter than this. */
const TRIGRAM_LENGTH = 3;

/**
 * Splits a NIP-50 search string into plain terms. `key:value` extensions (NIP-50 lets relays ignore
 * those they do not support, and we support none) are dropped, as are double quotes, which clients
 * use for phrases and which FTS5 would otherwise parse as syntax.
 */
export function searchTerms(search: string): string[] {
  return search
    .split(/\s+/)
    .filter((word) => !/^-?[a-z_]+:./i.test(word))
    .map((word) => word.replaceAll('"', ''))
    .filter((term) => term.length > 0);
}

export interface SearchCondition {
  /** An FTS5 MATCH expression of quoted terms (implicit AND), or null if no term is long enough. */
  match: string | null;
  /** LIKE patterns for terms too short for the trigram index. */
  likePatterns: string[];
}

/**
 * Builds the search condition from terms. Every term becomes a quoted FTS5 string, so operators
 * (`AND`, `OR`, `NOT`, `NEAR`), `*`, `(`, `:` and `^` are plain text. Passing the raw string, as the
 * library does, makes SQLite throw on input like `a"b` — and the library loses that rejection.
 */
export function searchCondition(terms: readonly string[]): SearchCondition {
  const long = terms.filter((term) => [...term].length >= TRIGRAM_LENGTH);
  const short = terms.filter((term) => [...term].length < TRIGRAM_LENGTH);
  return {
    match: long.length > 0 ? long.map((term) => `"${term.replaceAll('"', '""')}"`).join(' ') : null,
    likePatterns: short.map((term) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`),
  };
}

interface EventRow {
  id: string;
  pubkey: string;
  created_at: number;
  kind: number;
  tags: string;
  content: string;
  sig: string;
}

function placeholders(count: number): string {
  return Array.from({ length: count }, () => '?').join(', ');
}

/**
 * One page of events matching `condition` and the filter's SQL-friendly fields, newest first with
 * a stable tie order so OFFSET paging neither skips nor repeats. Tags and ids are left to the
 * caller's matchFilter re-check.
 */
export function searchPage(
  db: SqliteHandle,
  condition: SearchCondition,
  filter: Filter,
  page: { limit: number; offset: number },
): NostrEvent[] {
  const ftsWhere: string[] = [];
  const params: (string | number)[] = [];
  if (condition.match !== null) {
    ftsWhere.push('events_fts MATCH ?');
    params.push(condition.match);
  }
  for (const pattern of condition.likePatterns) {
    ftsWhere.push("content LIKE ? ESCAPE '\\'");
    params.push(pattern);
  }
  const where = [`e.id IN (SELECT id FROM events_fts WHERE ${ftsWhere.join(' AND ')})`];
  if (filter.kinds) {
    where.push(`e.kind IN (${placeholders(filter.kinds.length)})`);
    params.push(...filter.kinds);
  }
  if (filter.authors) {
    where.push(`e.pubkey IN (${placeholders(filter.authors.length)})`);
    params.push(...filter.authors);
  }
  if (filter.since !== undefined) {
    where.push('e.created_at >= ?');
    params.push(filter.since);
  }
  if (filter.until !== undefined) {
    where.push('e.created_at <= ?');
    params.push(filter.until);
  }
  params.push(page.limit, page.offset);
  const rows = db
    .prepare(
      `SELECT e.id, e.pubkey, e.created_at, e.kind, e.tags, e.content, e.sig FROM events e
       WHERE ${where.join(' AND ')} ORDER BY e.created_at DESC, e.id ASC LIMIT ? OFFSET ?`,
    )
    .all(...params) as EventRow[];
  return rows.map((row) => ({ ...row, tags: JSON.parse(row.tags) as string[][] }));
}
