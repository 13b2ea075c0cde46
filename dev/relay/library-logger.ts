import type { NostrRelay } from '@nostr-relay/core';

type LibraryLogger = NonNullable<NonNullable<ConstructorParameters<typeof NostrRelay>[1]>['logger']>;

export type RelayLogLevel = 'silent' | 'info';

const ignore = (): void => {};

/**
 * A logger for @nostr-relay/core. Its default console logger would print into test output; at
 * 'info' we pass on only its warnings and errors (it logs nothing useful below that).
 */
export function libraryLogger(level: RelayLogLevel): LibraryLogger {
  const loud = level === 'info';
  return {
    setLogLevel: ignore,
    debug: ignore,
    info: ignore,
    warn: loud ? (message: string, ...details: unknown[]) => console.warn(`[relay] ${message}`, ...details) : ignore,
    error: loud ? (message: string, ...details: unknown[]) => console.error(`[relay] ${message}`, ...details) : ignore,
  };
}
