import type { NostrEvent, NostrSigner } from '@nostrify/nostrify';

/** NIP-42 client authentication event. */
export const AUTH_KIND = 22242;

/** Challenges kept while nobody is signed in; older ones are given up (a relay sends one per connection). */
const MAX_WAITING = 16;

type AuthSigner = Pick<NostrSigner, 'signEvent'>;

interface Waiting {
  relayUrl: string;
  challenge: string;
  resolve: (event: NostrEvent) => void;
  reject: (error: Error) => void;
}

/**
 * Who answers relays' NIP-42 AUTH challenges. Reads start before React has read the stored logins (and a
 * visitor may sign in while a relay waits for AUTH), so a challenge that arrives with nobody signed in is
 * kept and answered as soon as an account signs in. Both the pool's NRelay1 connections and the grid's
 * reader use the one instance, `relayAuth`.
 */
export class RelayAuth {
  private signer: AuthSigner | undefined;
  private readonly waiting: Waiting[] = [];

  /** The current account's signer, or undefined when signed out. */
  setSigner(signer: AuthSigner | undefined): void {
    this.signer = signer;
    if (signer === undefined) return;
    for (const entry of this.waiting.splice(0)) this.sign(signer, entry.relayUrl, entry.challenge).then(entry.resolve, entry.reject);
  }

  /** The signed kind-22242 answer to `challenge` from `relayUrl` (NIP-42). Rejects when the signer refuses. */
  answer(relayUrl: string, challenge: string): Promise<NostrEvent> {
    if (this.signer !== undefined) return this.sign(this.signer, relayUrl, challenge);
    return new Promise((resolve, reject) => {
      this.waiting.push({ relayUrl, challenge, resolve, reject });
      if (this.waiting.length > MAX_WAITING) this.waiting.shift()!.reject(new Error('Nobody signed in to answer the AUTH challenge'));
    });
  }

  private sign(signer: AuthSigner, relayUrl: string, challenge: string): Promise<NostrEvent> {
    return signer.signEvent({
      kind: AUTH_KIND,
      content: '',
      tags: [
        ['relay', relayUrl],
        ['challenge', challenge],
      ],
      created_at: Math.floor(Date.now() / 1000),
    });
  }
}

export const relayAuth = new RelayAuth();
