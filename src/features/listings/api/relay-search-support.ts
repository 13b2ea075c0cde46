import { STORAGE_KEYS } from '@/config/constants';
import { announcesNip, relayInfoUrl } from '@/nostr/relay-info';

/**
 * Whether a relay announces NIP-50 search in its NIP-11 document (docs/product.md §7 Search request): fetched
 * once per relay with `Accept: application/nostr+json`, kept for the page's life and in localStorage for a
 * day (a failed fetch for an hour). A failed fetch, a non-JSON answer or a document without 50 all mean "no NIP-50": such a relay is never
 * sent `search` (many ignore the field and answer with everything).
 */

/** Relays change software rarely; a day keeps the first search of a visit from waiting for NIP-11 again. */
const KEEP_MS = 24 * 60 * 60 * 1_000;
/** A relay whose document could not be read (down, or no CORS header) is asked again sooner. */
const KEEP_FAILED_MS = 60 * 60 * 1_000;
/** NIP-11 is one small document: a relay that takes longer than this is treated as not searching. */
const FETCH_TIMEOUT_MS = 3_000;

type Stored = Record<string, { nip50: boolean; at: number; failed?: boolean }>;

const known = new Map<string, Promise<boolean>>();

function readStored(): Stored {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(STORAGE_KEYS.relaySearch) ?? '{}');
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as Stored) : {};
  } catch {
    return {};
  }
}

function storedAnswer(relay: string, now: number): boolean | undefined {
  const entry = readStored()[relay];
  if (typeof entry !== 'object' || entry === null || typeof entry.nip50 !== 'boolean' || typeof entry.at !== 'number') return undefined;
  return now - entry.at < (entry.failed === true ? KEEP_FAILED_MS : KEEP_MS) && entry.at <= now ? entry.nip50 : undefined;
}

function store(relay: string, nip50: boolean | undefined, now: number): void {
  try {
    const all = readStored();
    // Expired entries leave as new ones come.
    for (const [url, entry] of Object.entries(all)) if (typeof entry?.at !== 'number' || now - entry.at >= KEEP_MS) delete all[url];
    all[relay] = nip50 === undefined ? { nip50: false, at: now, failed: true } : { nip50, at: now };
    localStorage.setItem(STORAGE_KEYS.relaySearch, JSON.stringify(all));
  } catch {
    // Storage full or blocked: the page's memory still holds the answer.
  }
}

/** What the relay's document says; undefined when there was no document to read (asked again sooner). */
async function fetchNip50(relay: string): Promise<boolean | undefined> {
  const url = relayInfoUrl(relay);
  if (url === undefined) return false;
  try {
    const response = await fetch(url, { headers: { Accept: 'application/nostr+json' }, signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
    if (!response.ok) return undefined;
    return announcesNip(await response.json(), 50);
  } catch {
    return undefined;
  }
}

/** Whether `relay` may be sent a NIP-50 `search` filter; asked over the network at most once per page. */
export function relaySupportsSearch(relay: string): Promise<boolean> {
  let answer = known.get(relay);
  if (answer === undefined) {
    const now = Date.now();
    const stored = storedAnswer(relay, now);
    answer =
      stored !== undefined
        ? Promise.resolve(stored)
        : fetchNip50(relay).then((nip50) => {
            store(relay, nip50, Date.now());
            return nip50 ?? false;
          });
    known.set(relay, answer);
  }
  return answer;
}

/** Tests: forget what this page learned (localStorage is the test's to clear). */
export function forgetRelaySearchSupport(): void {
  known.clear();
}
