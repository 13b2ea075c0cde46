import { LOGIN_MESSAGES } from './login-messages';

/** Why a NIP-49 encryption or decryption failed, in the terms the unlock and login forms report. */
export type KeyProtectionFailure = 'wrong-password' | 'invalid-key';

export class KeyProtectionError extends Error {
  constructor(readonly reason: KeyProtectionFailure) {
    super(reason === 'wrong-password' ? 'Wrong password' : 'Invalid encrypted key');
    this.name = 'KeyProtectionError';
  }
}

/** The message a form shows for a failed unlock or protection; `fallback` for anything but NIP-49 failures. */
export function keyProtectionMessage(error: unknown, fallback: string): string {
  if (!(error instanceof KeyProtectionError)) return fallback;
  return error.reason === 'wrong-password' ? LOGIN_MESSAGES.wrongPassword : LOGIN_MESSAGES.ncryptsecInvalid;
}
