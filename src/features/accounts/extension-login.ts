import { NBrowserSigner } from '@nostrify/nostrify';
import { NLogin, type NLoginType } from '@nostrify/react/login';

import { TIMEOUTS } from '@/config/constants';
import { isHex64 } from '@/nostr/event';

import { LOGIN_MESSAGES } from './login-messages';

/** Whether a NIP-07 extension has put `window.nostr` on the page. */
export function hasBrowserExtension(scope: object = globalThis): boolean {
  const nostr: unknown = (scope as { nostr?: unknown }).nostr;
  return nostr !== undefined && nostr !== null;
}

const POLL_INTERVAL_MS = 100;

/**
 * Whether an extension shows up within `timeoutMs`: some inject `window.nostr` seconds after the page
 * loads. Checks every 100 ms; resolves at once when it is already there.
 */
export async function waitForBrowserExtension(scope: object = globalThis, timeoutMs: number = TIMEOUTS.extensionInjection): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (!hasBrowserExtension(scope)) {
    if (Date.now() >= deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, POLL_INTERVAL_MS));
  }
  return true;
}

/**
 * Logs in with the NIP-07 extension, waiting for it to inject (waitForBrowserExtension) before saying it
 * is missing. A missing extension and a public key that is not 64 hex characters are errors with their own
 * messages; whatever the extension itself throws passes through for the dialog to show. NBrowserSigner
 * already refuses non-string answers.
 */
export async function loginWithExtension(scope: object = globalThis): Promise<Extract<NLoginType, { type: 'extension' }>> {
  if (!(await waitForBrowserExtension(scope))) throw new Error(LOGIN_MESSAGES.extensionMissing);
  // No further waiting: the extension is present, and a slow prompt is the user's to answer.
  const pubkey = await new NBrowserSigner({ timeout: 0 }).getPublicKey();
  if (!isHex64(pubkey)) throw new Error(LOGIN_MESSAGES.extensionBadPubkey);
  return new NLogin('extension', pubkey, null);
}
