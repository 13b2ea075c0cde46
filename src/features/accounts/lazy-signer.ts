import type { NostrEvent, NostrSigner } from '@nostrify/nostrify';

import { Nip44Unsupported } from '@/features/session/public';

type EventTemplate = Omit<NostrEvent, 'id' | 'pubkey' | 'sig'>;
type Cipher = NonNullable<NostrSigner['nip44']>;

/**
 * A signer whose implementation (the key signer, the NIP-46 bunker client or the NIP-07 bridge, with @noble
 * and NIP-44; zod only with the bunker client) loads on first use. The account's public key is known from the
 * login, so showing who is signed in costs nothing; the first signature or decryption pays for the download.
 */
export class LazySigner implements NostrSigner {
  readonly #pubkey: string;
  readonly #load: () => Promise<NostrSigner>;
  #signer: Promise<NostrSigner> | undefined;

  constructor(pubkey: string, load: () => Promise<NostrSigner>) {
    this.#pubkey = pubkey;
    this.#load = load;
  }

  /** The signer itself, loading it if needed (requireNip44 asks it what it supports). */
  load(): Promise<NostrSigner> {
    return this.#inner();
  }

  #inner(): Promise<NostrSigner> {
    // A failed download may be retried on the next call.
    this.#signer ??= this.#load().catch((error: unknown) => {
      this.#signer = undefined;
      throw error;
    });
    return this.#signer;
  }

  getPublicKey(): Promise<string> {
    return Promise.resolve(this.#pubkey);
  }

  async signEvent(template: EventTemplate): Promise<NostrEvent> {
    return (await this.#inner()).signEvent(template);
  }

  readonly nip04: Cipher = this.#cipher('nip04');
  readonly nip44: Cipher = this.#cipher('nip44');

  #cipher(name: 'nip04' | 'nip44'): Cipher {
    const cipherOf = async (): Promise<Cipher> => {
      const cipher = (await this.#inner())[name];
      // Its message says 'does not support NIP-44', which the messages feature also recognises.
      if (!cipher) throw name === 'nip44' ? new Nip44Unsupported() : new Error('This signer does not support NIP04');
      return cipher;
    };
    return {
      encrypt: async (pubkey, plaintext) => (await cipherOf()).encrypt(pubkey, plaintext),
      decrypt: async (pubkey, ciphertext) => (await cipherOf()).decrypt(pubkey, ciphertext),
    };
  }
}
