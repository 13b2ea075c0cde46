import { STORAGE_KEYS } from '@/config/constants';
import { browserStorage } from '@/lib/browser-storage';
import { normalizeMuteValue, type MuteEntry, type MuteType } from '@/nostr/mute-list';

/**
 * The last mute list read for an account, kept in this browser so a warm visit hides muted sellers from its
 * first paint, before the relays answer (docs/product.md §2 Mute). Only what the rule needs: type and value.
 * Logging out forgets it (app/forget-account-data.ts).
 */

/** More than any real list: a hostile or runaway cache is cut here (the relays' list still applies once read). */
export const MAX_CACHED_MUTES = 20_000;

const TYPES: ReadonlySet<string> = new Set<MuteType>(['pubkey', 'hashtag', 'word', 'thread']);

function keyOf(pubkey: string): string {
  return `${STORAGE_KEYS.mutes}:${pubkey}`;
}

function isMuteType(value: unknown): value is MuteType {
  return typeof value === 'string' && TYPES.has(value);
}

/** The cached entries, each checked again (the cache is as untrusted as any stored text); none when unreadable. */
export function loadCachedMutes(pubkey: string, store: Pick<Storage, 'getItem'> | undefined = browserStorage()): MuteEntry[] {
  try {
    const raw = store?.getItem(keyOf(pubkey));
    if (raw === null || raw === undefined) return [];
    const parsed: unknown = JSON.parse(raw);
    if (!Array.isArray(parsed)) return [];
    const entries: MuteEntry[] = [];
    for (const item of parsed.slice(0, MAX_CACHED_MUTES)) {
      if (!Array.isArray(item) || !isMuteType(item[0])) continue;
      const value = normalizeMuteValue(item[0], item[1]);
      if (value !== undefined) entries.push({ type: item[0], value, private: true });
    }
    return entries;
  } catch {
    return [];
  }
}

export function saveCachedMutes(pubkey: string, entries: readonly MuteEntry[], store: Pick<Storage, 'setItem' | 'removeItem'> | undefined = browserStorage()): void {
  try {
    if (entries.length === 0) store?.removeItem(keyOf(pubkey));
    else store?.setItem(keyOf(pubkey), JSON.stringify(entries.slice(0, MAX_CACHED_MUTES).map((entry) => [entry.type, entry.value])));
  } catch (error) {
    console.warn('[mutes] Could not keep your mutes in this browser.', error);
  }
}

export function forgetCachedMutes(pubkey: string, store: Pick<Storage, 'removeItem'> | undefined = browserStorage()): void {
  try {
    store?.removeItem(keyOf(pubkey));
  } catch {
    // Storage refused: nothing was kept either.
  }
}
