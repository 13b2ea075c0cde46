import type { KeyProtectionFailure } from '../key-protection-error';

/** Main thread → NIP-49 worker: encrypt an nsec with a password, or decrypt an ncryptsec back to an nsec. */
export type Nip49Request =
  | { op: 'encrypt'; nsec: string; password: string; logN: number }
  | { op: 'decrypt'; ncryptsec: string; password: string };

/** NIP-49 worker → main thread: the ncryptsec or nsec, or why there is none. */
export type Nip49Response = { ok: true; value: string } | { ok: false; reason: KeyProtectionFailure };
