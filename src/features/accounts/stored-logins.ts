import type { NLoginStorage, NLoginType } from '@nostrify/react/login';

import { isHex64 } from '@/nostr/event';
import { isRelayUrl } from '@/nostr/relay-url';

/*
 * Checked by hand, not with zod (docs/architecture.md §2), and without deriving an nsec's public key (that
 * needs @noble): this runs in the app's first render of every signed-in page. An nsec is checked against
 * its account when its signer loads (login-signer.ts), before it signs or decrypts anything.
 */
type Check = { login: NLoginType } | { problem: string };

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isNsec = (value: unknown): value is `nsec1${string}` => typeof value === 'string' && /^nsec1[a-z0-9]{58}$/.test(value);
/** An ISO 8601 date and time with a zone (`Z` or an offset), as NLogin writes `createdAt`. */
const isIsoDateTime = (value: unknown): value is string =>
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:\d{2})$/.test(value) && !Number.isNaN(Date.parse(value));

/** docs/product.md §3 Login entry: the three types this client can turn back into a signer. */
function checkStoredLogin(entry: unknown): Check {
  if (!isRecord(entry)) return { problem: 'not an object' };
  const { id, type, pubkey, createdAt, data } = entry;
  if (typeof id !== 'string') return { problem: 'id must be a string' };
  if (typeof pubkey !== 'string' || !isHex64(pubkey)) return { problem: 'pubkey must be 64 lowercase hex characters' };
  if (!isIsoDateTime(createdAt)) return { problem: 'createdAt must be a date and time' };
  if (id !== `${String(type)}:${pubkey}`) return { problem: 'id must be type:pubkey' };
  const base = { id, pubkey, createdAt };
  if (type === 'extension') return data === null ? { login: { ...base, type, data: null } } : { problem: 'an extension login has no data' };
  if (!isRecord(data)) return { problem: 'data must be an object' };
  if (type === 'nsec') {
    if (!isNsec(data.nsec)) return { problem: 'must be an nsec' };
    return { login: { ...base, type, data: { nsec: data.nsec } } };
  }
  if (type === 'bunker') {
    const { bunkerPubkey, clientNsec, relays } = data;
    if (typeof bunkerPubkey !== 'string' || !isHex64(bunkerPubkey)) return { problem: 'bunkerPubkey must be 64 lowercase hex characters' };
    if (!isNsec(clientNsec)) return { problem: 'must be an nsec' };
    if (!Array.isArray(relays) || relays.length === 0) return { problem: 'relays must be a non-empty list' };
    const urls = relays.filter((relay): relay is string => typeof relay === 'string' && isRelayUrl(relay));
    if (urls.length !== relays.length) return { problem: 'relays must be relay URLs' };
    return { login: { ...base, type, data: { bunkerPubkey, clientNsec, relays: urls } } };
  }
  return { problem: 'unknown login type' };
}

/**
 * The valid entries of a stored login list, order kept. Each invalid entry is skipped with a console warning
 * (docs/product.md §5) that names the entry's position, never its content: it may hold a secret key.
 */
export function validStoredLogins(raw: string | null): NLoginType[] {
  if (raw === null) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    console.warn('[accounts] Ignoring stored logins: they are not valid JSON.');
    return [];
  }
  if (!Array.isArray(parsed)) {
    console.warn('[accounts] Ignoring stored logins: they are not a list.');
    return [];
  }
  const logins: NLoginType[] = [];
  parsed.forEach((entry: unknown, index) => {
    const result = checkStoredLogin(entry);
    if ('login' in result) logins.push(result.login);
    else console.warn(`[accounts] Skipped invalid stored login #${index + 1}: ${result.problem}`);
  });
  return logins;
}

/**
 * Storage for LoginsProvider that hands it only valid logins: the provider itself `JSON.parse`s whatever
 * it finds and would put a corrupt entry into the signer path. Writes go through unchanged; a storage that
 * refuses writes (private mode, full quota) leaves the session working in memory.
 */
export function createValidatedLoginStorage(storage: Pick<Storage, 'getItem' | 'setItem'> | undefined): NLoginStorage {
  // React may read twice on mount (StrictMode); the same stored text gets the same answer and one warning.
  let lastRead: { raw: string | null; valid: string } | undefined;
  return {
    getItem(key) {
      let raw: string | null = null;
      try {
        raw = storage?.getItem(key) ?? null;
      } catch (error) {
        console.warn('[accounts] Could not read stored logins.', error);
      }
      if (lastRead?.raw !== raw) lastRead = { raw, valid: JSON.stringify(validStoredLogins(raw)) };
      return lastRead.valid;
    },
    setItem(key, value) {
      try {
        storage?.setItem(key, value);
      } catch (error) {
        console.warn('[accounts] Could not save logins.', error);
      }
    },
  };
}
