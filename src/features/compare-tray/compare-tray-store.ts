import { STORAGE_KEYS } from '@/config/constants';
import { isHex64 } from '@/nostr/event';
import { LISTING_LIMITS } from '@/nostr/listing';

/**
 * The compare tray (docs/product.md §2 Compare): up to {@link COMPARE_LIMIT} listings, by author and `d`, kept
 * in localStorage so it survives reloads and follows other tabs. What is read back is validated: anything
 * that is not exactly an entry is dropped.
 */
export const COMPARE_LIMIT = 4;

export interface CompareEntry {
  pubkey: string;
  d: string;
}

function isEntry(value: unknown): value is CompareEntry {
  if (typeof value !== 'object' || value === null) return false;
  const { pubkey, d } = value as Partial<CompareEntry>;
  return isHex64(pubkey) && typeof d === 'string' && d.length <= LISTING_LIMITS.d;
}

export function sameEntry(a: CompareEntry, b: CompareEntry): boolean {
  return a.pubkey === b.pubkey && a.d === b.d;
}

/** Valid, distinct entries from stored text, at most the limit. */
export function parseTray(text: string | null): CompareEntry[] {
  if (text === null) return [];
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  const entries: CompareEntry[] = [];
  for (const item of value) {
    if (!isEntry(item) || entries.some((entry) => sameEntry(entry, item))) continue;
    entries.push({ pubkey: item.pubkey, d: item.d });
    if (entries.length >= COMPARE_LIMIT) break;
  }
  return entries;
}

function storage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

const listeners = new Set<() => void>();
let cachedText: string | null | undefined;
let cached: CompareEntry[] = [];

function read(): CompareEntry[] {
  let text: string | null = null;
  try {
    text = storage()?.getItem(STORAGE_KEYS.compareTray) ?? null;
  } catch {
    text = null;
  }
  // One array per stored value, so useSyncExternalStore sees a stable snapshot.
  if (text !== cachedText) {
    cachedText = text;
    cached = parseTray(text);
  }
  return cached;
}

function write(entries: readonly CompareEntry[]): void {
  try {
    storage()?.setItem(STORAGE_KEYS.compareTray, JSON.stringify(entries));
  } catch {
    // A full or refused storage keeps the tray for this page only.
    cachedText = undefined;
    cached = [...entries];
  }
  for (const listener of listeners) listener();
}

export type AddOutcome = 'added' | 'present' | 'full';

export const compareTray = {
  entries: read,
  has(entry: CompareEntry): boolean {
    return read().some((item) => sameEntry(item, entry));
  },
  add(entry: CompareEntry): AddOutcome {
    const entries = read();
    if (entries.some((item) => sameEntry(item, entry))) return 'present';
    if (entries.length >= COMPARE_LIMIT) return 'full';
    write([...entries, { pubkey: entry.pubkey, d: entry.d }]);
    return 'added';
  },
  remove(entry: CompareEntry): void {
    write(read().filter((item) => !sameEntry(item, entry)));
  },
  /** Replaces the tray (the compare page after a car is removed there). */
  set(entries: readonly CompareEntry[]): void {
    write(entries.slice(0, COMPARE_LIMIT));
  },
  clear(): void {
    write([]);
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    const onStorage = (event: StorageEvent) => {
      if (event.key === STORAGE_KEYS.compareTray) listener();
    };
    globalThis.addEventListener?.('storage', onStorage);
    return () => {
      listeners.delete(listener);
      globalThis.removeEventListener?.('storage', onStorage);
    };
  },
};
