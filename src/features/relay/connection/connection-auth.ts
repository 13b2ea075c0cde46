import type { RelayAuth } from '../relay-auth';
import { SOCKET_OPEN } from './relay-socket';

/** The prefix of a CLOSED or OK reason by which a relay refuses a request until the client authenticates. */
export const AUTH_REQUIRED = 'auth-required:';

/** Whether the relay asked for NIP-42 authentication on the current socket, and whether it accepted ours. */
export type AuthState = 'none' | 'required' | 'authenticated';

/** What a connection's NIP-42 state needs from the connection. */
export interface AuthOwner {
  /** The connection's socket, if any. */
  socket(): WebSocket | undefined;
  /** `state` may have changed. */
  changed(): void;
  /** The relay accepted our AUTH: what it refused with `auth-required:` goes out again. */
  accepted(): void;
  /** Our AUTH was refused or could not be made: what waited for it ends with `reason`. */
  refused(reason: string): void;
}

/**
 * NIP-42 for one connection (docs/architecture.md, "The relay layer"): the challenge of the current socket, our
 * answer to it and whether the relay accepted it. A challenge is answered once per connection and signer, and
 * again when the account changes; a new socket starts without a challenge.
 */
export class ConnectionAuth {
  private challenge: string | undefined;
  private authEventId: string | undefined;
  private authenticated = false;
  private readonly unsubscribe: () => void;

  constructor(
    private readonly url: string,
    private readonly auth: RelayAuth,
    private readonly owner: AuthOwner,
  ) {
    // A new account answers the challenge of a connection that is already open (NIP-42 allows it).
    this.unsubscribe = this.auth.onSignerChange(() => this.authenticate());
  }

  get state(): AuthState {
    if (this.authenticated) return 'authenticated';
    return this.challenge === undefined ? 'none' : 'required';
  }

  /** The relay sent `challenge` on the current socket: it replaces any earlier one, and is answered. */
  challenged(challenge: string): void {
    this.challenge = challenge;
    this.authenticated = false;
    this.authenticate();
  }

  /** Whether a request refused with `auth-required:` can still be served: someone can sign and has not failed yet. */
  mayAuthenticate(retries: number): boolean {
    return retries === 0 && !this.authenticated && this.challenge !== undefined && this.auth.hasSigner();
  }

  /** Takes the relay's OK if it answers our AUTH event; false when it is about another event. */
  receiveOk(eventId: string, accepted: boolean, reason: string): boolean {
    if (eventId !== this.authEventId) return false;
    this.authenticated = accepted;
    this.owner.changed();
    if (accepted) this.owner.accepted();
    else this.owner.refused(reason);
    return true;
  }

  /** A new socket: its relay has not asked yet. */
  socketStarted(): void {
    this.challenge = undefined;
    this.authenticated = false;
  }

  /** The socket went away, and with it the challenge and our answer. */
  socketDropped(): void {
    this.challenge = undefined;
    this.authenticated = false;
    this.authEventId = undefined;
  }

  /** Stops listening for account changes. */
  dispose(): void {
    this.unsubscribe();
  }

  private authenticate(): void {
    const socket = this.owner.socket();
    const challenge = this.challenge;
    if (socket === undefined || challenge === undefined) return;
    this.auth.answer(this.url, challenge).then(
      (event) => {
        if (this.owner.socket() !== socket || this.challenge !== challenge || socket.readyState !== SOCKET_OPEN) return;
        this.authEventId = event.id;
        socket.send(JSON.stringify(['AUTH', event]));
      },
      // docs/product.md §4: AUTH failures are ignored; requests waiting for it end with the relay's reason.
      () => this.owner.refused('auth-required: could not authenticate'),
    );
  }
}
