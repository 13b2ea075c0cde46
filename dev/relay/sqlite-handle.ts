/**
 * The few better-sqlite3 calls we make on the repository's connection. Declared here because
 * @types/better-sqlite3 is not installed: the repository's `getDatabase()` is untyped without it.
 */
export interface SqliteStatement {
  all(...params: unknown[]): unknown[];
  get(...params: unknown[]): unknown;
  run(...params: unknown[]): { changes: number };
}

export interface SqliteHandle {
  prepare(sql: string): SqliteStatement;
  exec(sql: string): void;
  /** Wraps `fn` in BEGIN/COMMIT (or a SAVEPOINT when already inside a transaction). */
  transaction<Args extends unknown[], Result>(fn: (...args: Args) => Result): (...args: Args) => Result;
}
