import type { NLoginStorage } from '@nostrify/react/login';

/** A secret key kept in this browser only in its NIP-49 encrypted form (`ncryptsec1…`). */
export interface ProtectedKey {
  pubkey: string;
  ncryptsec: string;
}

type StorageLike = Pick<Storage, 'getItem' | 'setItem'>;

const HEX64 = /^[0-9a-f]{64}$/;
/** bech32 characters only; whether it decrypts is decided when the password is entered. */
const NCRYPTSEC = /^ncryptsec1[02-9ac-hj-np-z]{50,500}$/;

export function isNcryptsec(value: unknown): value is string {
  return typeof value === 'string' && NCRYPTSEC.test(value);
}

function isProtectedKey(value: unknown): value is ProtectedKey {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Record<string, unknown>;
  return typeof entry.pubkey === 'string' && HEX64.test(entry.pubkey) && isNcryptsec(entry.ncryptsec);
}

/**
 * The valid entries of the stored protected keys, one per pubkey (the first wins), order kept. Corrupt JSON,
 * another shape or an invalid entry is skipped with a console warning that never quotes the content.
 */
export function parseProtectedKeys(raw: string | null, warn: (message: string) => void = console.warn): ProtectedKey[] {
  if (raw === null) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    warn('[accounts] Ignoring stored protected keys: they are not valid JSON.');
    return [];
  }
  if (!Array.isArray(parsed)) {
    warn('[accounts] Ignoring stored protected keys: they are not a list.');
    return [];
  }
  const keys: ProtectedKey[] = [];
  parsed.forEach((entry: unknown, index) => {
    if (!isProtectedKey(entry)) warn(`[accounts] Skipped invalid stored protected key #${index + 1}.`);
    else if (!keys.some((key) => key.pubkey === entry.pubkey)) keys.push({ pubkey: entry.pubkey, ncryptsec: entry.ncryptsec });
  });
  return keys;
}

/**
 * A stored login list (JSON) without the plain-key logins of `protectedPubkeys`. Anything that is not a
 * list of objects passes through untouched: validating logins is stored-logins.ts's job.
 */
export function withoutProtectedLogins(value: string, protectedPubkeys: ReadonlySet<string>): string {
  if (protectedPubkeys.size === 0) return value;
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    return value;
  }
  if (!Array.isArray(parsed)) return value;
  const kept = parsed.filter((login: unknown) => {
    const entry = typeof login === 'object' && login !== null ? (login as Record<string, unknown>) : {};
    return !(entry.type === 'nsec' && typeof entry.pubkey === 'string' && protectedPubkeys.has(entry.pubkey));
  });
  return kept.length === parsed.length ? value : JSON.stringify(kept);
}

/**
 * The password-protected keys of this browser and the guard that keeps their plain keys out of storage: once
 * a key is protected, its nsec login is dropped from every read and write of the login list, whoever writes.
 */
export class ProtectedKeyStore {
  readonly #storage: StorageLike | undefined;
  readonly #key: string;
  readonly #loginsKey: string;
  #keys: readonly ProtectedKey[];
  readonly #listeners = new Set<() => void>();

  constructor(storage: StorageLike | undefined, keys: { protectedKeys: string; logins: string }) {
    this.#storage = storage;
    this.#key = keys.protectedKeys;
    this.#loginsKey = keys.logins;
    this.#keys = parseProtectedKeys(this.#read(this.#key));
  }

  /** The current list; the same array until it changes (for useSyncExternalStore). */
  readonly list = (): readonly ProtectedKey[] => this.#keys;

  readonly subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  has(pubkey: string): boolean {
    return this.#keys.some((key) => key.pubkey === pubkey);
  }

  /**
   * Keeps `key` (replacing an older one for the pubkey), then removes the account's plain key from the
   * stored logins. Throws, changing nothing, when storage refuses the encrypted key: the plain key stays
   * where it was rather than the account being lost on the next visit.
   */
  save(key: ProtectedKey): void {
    const next = [...this.#keys.filter((entry) => entry.pubkey !== key.pubkey), key];
    if (!this.#storage) throw new Error('This browser offers no storage for keys.');
    this.#storage.setItem(this.#key, JSON.stringify(next));
    this.#set(next);
    const logins = this.#read(this.#loginsKey);
    // If this write fails the guard below still drops the plain key from every later read and write.
    if (logins !== null) this.#write(this.#loginsKey, withoutProtectedLogins(logins, this.#pubkeys()));
  }

  /** Forgets a protected key (log out, 'Remove this key'). */
  remove(pubkey: string): void {
    if (!this.has(pubkey)) return;
    this.#set(this.#keys.filter((key) => key.pubkey !== pubkey));
    this.#write(this.#key, JSON.stringify(this.#keys));
  }

  /**
   * Wraps the login storage so that no read or write carries the plain key of a protected account. Each
   * write also honours keys stored since this page loaded: another tab may have protected an account whose
   * plain key this tab still holds in memory.
   */
  guard(inner: NLoginStorage): NLoginStorage {
    return {
      getItem: (key) => {
        const value = inner.getItem(key);
        const strip = (raw: string | null) => (raw === null ? null : withoutProtectedLogins(raw, this.#pubkeys()));
        return value instanceof Promise ? value.then(strip) : strip(value);
      },
      setItem: (key, value) => inner.setItem(key, withoutProtectedLogins(value, this.#pubkeys({ withStored: true }))),
    };
  }

  #pubkeys({ withStored = false } = {}): ReadonlySet<string> {
    const pubkeys = new Set(this.#keys.map((key) => key.pubkey));
    // Read quietly: the start-up read already warned about anything wrong with the stored list.
    if (withStored) for (const key of parseProtectedKeys(this.#read(this.#key), () => {})) pubkeys.add(key.pubkey);
    return pubkeys;
  }

  #set(keys: readonly ProtectedKey[]): void {
    this.#keys = keys;
    for (const listener of this.#listeners) listener();
  }

  #read(key: string): string | null {
    try {
      return this.#storage?.getItem(key) ?? null;
    } catch (error) {
      console.warn('[accounts] Could not read stored keys.', error);
      return null;
    }
  }

  #write(key: string, value: string): void {
    try {
      this.#storage?.setItem(key, value);
    } catch (error) {
      console.warn('[accounts] Could not update stored keys.', error);
    }
  }
}
