import type { NostrEvent, NostrSigner } from '@nostrify/nostrify';

import { buildRelayAuthEvent } from '@/nostr/relay-auth-event';

type AuthSigner = Pick<NostrSigner, 'signEvent'>;

/**
 * Who answers relays' NIP-42 AUTH challenges: the signed-in account, or nobody. Reads start before React has
 * read the stored logins, and a visitor may sign in while a relay waits for AUTH, so connections listen for
 * the signer to change and answer their challenge then (see RelayConnection). One instance, `relayAuth`.
 */
export class RelayAuth {
  private signer: AuthSigner | undefined;
  private readonly listeners = new Set<() => void>();

  /** The current account's signer, or undefined when signed out. */
  setSigner(signer: AuthSigner | undefined): void {
    if (signer === this.signer) return;
    this.signer = signer;
    for (const listener of this.listeners) listener();
  }

  hasSigner(): boolean {
    return this.signer !== undefined;
  }

  /** Called after the signer changed (sign in, switch, sign out); returns the unsubscribe function. */
  onSignerChange(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** The signed kind-22242 answer to `challenge` from `relayUrl`. Rejects when nobody is signed in or the signer refuses. */
  answer(relayUrl: string, challenge: string): Promise<NostrEvent> {
    if (this.signer === undefined) return Promise.reject(new Error('Nobody signed in to answer the AUTH challenge'));
    return this.signer.signEvent(buildRelayAuthEvent(relayUrl, challenge, Math.floor(Date.now() / 1000)));
  }
}

export const relayAuth = new RelayAuth();
