import type { NLoginStorage, NLoginType } from '@nostrify/react/login';
import { getPublicKey, nip19 } from 'nostr-tools';
import { z } from 'zod';

import { isHex64 } from '@/nostr/event';
import { isRelayUrl } from '@/nostr/relay-url';

const hex64 = z.string().refine(isHex64, 'must be 64 lowercase hex characters');
const nsec = z.custom<`nsec1${string}`>(
  (value) => typeof value === 'string' && /^nsec1[a-z0-9]{58}$/.test(value),
  'must be an nsec',
);
const base = { id: z.string(), pubkey: hex64, createdAt: z.iso.datetime({ offset: true }) };

/** docs/product.md §3 Login entry: the three types this client can turn back into a signer. */
const storedLoginSchema = z
  .discriminatedUnion('type', [
    z.object({ ...base, type: z.literal('nsec'), data: z.object({ nsec }) }),
    z.object({
      ...base,
      type: z.literal('bunker'),
      data: z.object({ bunkerPubkey: hex64, clientNsec: nsec, relays: z.array(z.string().refine(isRelayUrl)).min(1) }),
    }),
    z.object({ ...base, type: z.literal('extension'), data: z.null() }),
  ])
  .refine((login) => login.id === `${login.type}:${login.pubkey}`, 'id must be type:pubkey')
  .refine((login) => login.type !== 'nsec' || nsecPubkey(login.data.nsec) === login.pubkey, 'nsec must match pubkey');

function nsecPubkey(value: string): string | undefined {
  try {
    const decoded = nip19.decode(value);
    return decoded.type === 'nsec' ? getPublicKey(decoded.data) : undefined;
  } catch {
    return undefined;
  }
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
    const result = storedLoginSchema.safeParse(entry);
    if (result.success) logins.push(result.data);
    else console.warn(`[accounts] Skipped invalid stored login #${index + 1}: ${result.error.issues[0]?.message ?? 'invalid'}`);
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
