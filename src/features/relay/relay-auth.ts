import type { NostrEvent, NostrSigner } from '@nostrify/nostrify';

import { buildRelayAuthEvent } from '@/nostr/relay-auth-event';

import { AuthConsent, type AuthPurpose } from './auth-consent';

type AuthSigner = Pick<NostrSigner, 'signEvent'>;

/**
 * Whether a relay (its canonical URL) is one of the signed-in user's own: the chosen relay, the presets,
 * their NIP-65 relays, their remote signer's relays (set by the app, app/RelayAuthPolicy.tsx) and their DM
 * relays (added by the messages feature while it runs). Features above the relay layer know those lists; the
 * relay layer only asks.
 */
export type OwnRelayPolicy = (url: string) => boolean;

const NO_OWN_RELAYS: OwnRelayPolicy = () => false;

/**
 * Who answers relays' NIP-42 AUTH challenges, and where (docs/architecture.md §5): the signed-in account, on
 * the user's own relays, or on another relay the user allowed this session (`consent`); nobody while signed
 * out. Connections answer only when a relay refuses something the user asked with `auth-required:`, never for
 * a challenge alone (auth-session.ts). Reads start before React has read the stored logins, and a visitor may
 * sign in while a relay waits, so connections listen for the signer to change. One instance, `relayAuth`.
 */
export class RelayAuth {
  private signer: AuthSigner | undefined;
  private isOwn: OwnRelayPolicy = NO_OWN_RELAYS;
  private readonly alsoOwn = new Set<OwnRelayPolicy>();
  private readonly listeners = new Set<() => void>();
  /** The user's answers for relays that are not their own (the prompt reads and answers it). */
  readonly consent = new AuthConsent();

  /** The current account's signer, or undefined when signed out. Another account forgets the answers given. */
  setSigner(signer: AuthSigner | undefined): void {
    if (signer === this.signer) return;
    this.signer = signer;
    this.consent.forget();
    for (const listener of this.listeners) listener();
  }

  hasSigner(): boolean {
    return this.signer !== undefined;
  }

  /** Which relays are the user's own (undefined: none, as before the app has set it). */
  setPolicy(isOwn: OwnRelayPolicy | undefined): void {
    this.isOwn = isOwn ?? NO_OWN_RELAYS;
  }

  /** More of the user's own relays, from a feature that knows them (messages: the DM relays); returns the removal. */
  addOwnRelays(isOwn: OwnRelayPolicy): () => void {
    const part: OwnRelayPolicy = (url) => isOwn(url);
    this.alsoOwn.add(part);
    return () => this.alsoOwn.delete(part);
  }

  isOwnRelay(url: string): boolean {
    if (this.isOwn(url)) return true;
    for (const isOwn of this.alsoOwn) if (isOwn(url)) return true;
    return false;
  }

  /** Called after the signer changed (sign in, switch, sign out); returns the unsubscribe function. */
  onSignerChange(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /**
   * Whether `url` may still get the user's AUTH, as far as known now: someone is signed in, and it is their
   * own relay, or the user allowed it or can still be asked. False means a refusal ends the request at once.
   */
  mayAnswer(url: string): boolean {
    return this.signer !== undefined && (this.isOwnRelay(url) || this.consent.mayAsk(url));
  }

  /** Whether `url` gets the user's AUTH: their own relays do; another only after 'Allow' (asked once per session). */
  permit(url: string, purpose: AuthPurpose): Promise<boolean> {
    if (this.signer === undefined) return Promise.resolve(false);
    if (this.isOwnRelay(url)) return Promise.resolve(true);
    return this.consent.ask(url, purpose);
  }

  /** The signed kind-22242 answer to `challenge` from `relayUrl`. Rejects when nobody is signed in or the signer refuses. */
  answer(relayUrl: string, challenge: string): Promise<NostrEvent> {
    if (this.signer === undefined) return Promise.reject(new Error('Nobody signed in to answer the AUTH challenge'));
    return this.signer.signEvent(buildRelayAuthEvent(relayUrl, challenge, Math.floor(Date.now() / 1000)));
  }
}

export const relayAuth = new RelayAuth();
