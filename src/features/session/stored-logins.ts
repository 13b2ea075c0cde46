import { STORAGE_KEYS } from '@/config/constants';
import { isHex64 } from '@/nostr/event';

/**
 * The saved logins as stored, for code that runs before the accounts feature has read them (the boot script,
 * the app's start): read, not trusted. The accounts feature validates them and decides who is signed in.
 */
export function storedLogins(storage: Pick<Storage, 'getItem'> | undefined): unknown[] {
  try {
    const logins: unknown = JSON.parse(storage?.getItem(STORAGE_KEYS.logins) ?? '[]');
    return Array.isArray(logins) ? logins : [];
  } catch {
    return [];
  }
}

/** The current login's (the first stored one's) public key in hex, if it looks like one. */
export function storedAccount(storage: Pick<Storage, 'getItem'> | undefined): string | undefined {
  const pubkey = (storedLogins(storage)[0] as { pubkey?: unknown } | undefined)?.pubkey;
  return typeof pubkey === 'string' && isHex64(pubkey) ? pubkey : undefined;
}
