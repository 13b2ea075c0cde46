import { decode, nsecEncode } from 'nostr-tools/nip19';
import { decrypt, encrypt } from 'nostr-tools/nip49';

import type { Nip49Request, Nip49Response } from './nip49-protocol';

/**
 * One NIP-49 operation (scrypt + XChaCha20-Poly1305, via nostr-tools). Never throws: a failure becomes a
 * reason. A wrong password is the one failure that gets past decoding and fails the ciphertext's
 * authentication tag, which @noble/ciphers reports as "invalid tag"; every other failure is a damaged key.
 */
export function runNip49(request: Nip49Request): Nip49Response {
  try {
    if (request.op === 'encrypt') {
      const decoded = decode(request.nsec);
      if (decoded.type !== 'nsec') return { ok: false, reason: 'invalid-key' };
      return { ok: true, value: encrypt(decoded.data, request.password, request.logN) };
    }
    const secretKey = decrypt(request.ncryptsec, request.password);
    if (secretKey.length !== 32) return { ok: false, reason: 'invalid-key' };
    return { ok: true, value: nsecEncode(secretKey) };
  } catch (error) {
    const wrongPassword = request.op === 'decrypt' && error instanceof Error && /invalid tag/i.test(error.message);
    return { ok: false, reason: wrongPassword ? 'wrong-password' : 'invalid-key' };
  }
}
