import { NBrowserSigner } from '@nostrify/nostrify';
import { NLogin, type NLoginType } from '@nostrify/react/login';

import { isHex64 } from '@/nostr/event';

import { LOGIN_MESSAGES } from './login-messages';

/** Whether a NIP-07 extension has put `window.nostr` on the page. */
export function hasBrowserExtension(scope: object = globalThis): boolean {
  const nostr: unknown = (scope as { nostr?: unknown }).nostr;
  return nostr !== undefined && nostr !== null;
}

/**
 * Logs in with the NIP-07 extension. A missing extension and a public key that is not 64 hex characters
 * are errors with their own messages; whatever the extension itself throws passes through for the dialog
 * to show. NBrowserSigner already refuses non-string answers.
 */
export async function loginWithExtension(scope: object = globalThis): Promise<Extract<NLoginType, { type: 'extension' }>> {
  if (!hasBrowserExtension(scope)) throw new Error(LOGIN_MESSAGES.extensionMissing);
  // No waiting: the extension is known to be present, and a slow prompt is the user's to answer.
  const pubkey = await new NBrowserSigner({ timeout: 0 }).getPublicKey();
  if (!isHex64(pubkey)) throw new Error(LOGIN_MESSAGES.extensionBadPubkey);
  return new NLogin('extension', pubkey, null);
}
