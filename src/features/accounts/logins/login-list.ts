import type { NLoginType } from '@nostrify/react/login';

/**
 * The saved logins, the active one first (docs/product.md §4). The changes the app makes to the list; the
 * same semantics as @nostrify/react's login reducer, whose stored format (a JSON array of NLogin) this keeps.
 */
export type LoginListChange =
  | { type: 'add'; login: NLoginType; makeCurrent?: boolean }
  | { type: 'remove'; id: string }
  | { type: 'set-current'; id: string };

export function changeLoginList(logins: readonly NLoginType[], change: LoginListChange): readonly NLoginType[] {
  switch (change.type) {
    case 'add': {
      // A login already saved (same id) is replaced, not duplicated.
      const others = logins.filter((login) => login.id !== change.login.id);
      return change.makeCurrent === true ? [change.login, ...others] : [...others, change.login];
    }
    case 'remove':
      return logins.filter((login) => login.id !== change.id);
    case 'set-current': {
      const login = logins.find((entry) => entry.id === change.id);
      return login === undefined ? logins : [login, ...logins.filter((entry) => entry.id !== change.id)];
    }
  }
}

/**
 * The accounts `before` held that `after` holds under no login any more: logged out, so what the browser
 * keeps of them goes (docs/architecture.md §9). An account still saved under another login (the same key by
 * extension and by nsec) keeps its data.
 */
export function loggedOutPubkeys(before: readonly NLoginType[], after: readonly NLoginType[]): string[] {
  const kept = new Set(after.map((login) => login.pubkey));
  return [...new Set(before.map((login) => login.pubkey))].filter((pubkey) => !kept.has(pubkey));
}

/** Reads the stored list: a JSON array, or nothing stored yet. What is wrong inside it the storage's validator drops. */
export function parseStoredLogins(stored: string | null): NLoginType[] {
  if (stored === null) return [];
  const parsed: unknown = JSON.parse(stored);
  return Array.isArray(parsed) ? (parsed as NLoginType[]) : [];
}
