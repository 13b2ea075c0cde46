import type { RelayAuth } from '../relay-auth';

const SOCKET_OPEN = 1;

/**
 * One socket's NIP-42 state: the relay's challenge, the id of our signed answer and whether the relay
 * accepted it. A challenge is answered once per socket and signer (again when the account changes); a new
 * socket starts over (`reset`).
 */
export class AuthSession {
  private challenge: string | undefined;
  private answerId: string | undefined;
  private accepted = false;

  /** `socket` is the connection's current socket: an answer signed for an older one is not sent. */
  constructor(
    private readonly url: string,
    private readonly auth: RelayAuth,
    private readonly socket: () => WebSocket | undefined,
  ) {}

  get state(): 'none' | 'required' | 'authenticated' {
    if (this.accepted) return 'authenticated';
    return this.challenge === undefined ? 'none' : 'required';
  }

  get authenticated(): boolean {
    return this.accepted;
  }

  reset(): void {
    this.challenge = undefined;
    this.answerId = undefined;
    this.accepted = false;
  }

  /** The relay sent an AUTH challenge: answered now if someone can sign; `failed` runs if the signer refuses. */
  challenged(challenge: string, failed: (reason: string) => void): void {
    this.challenge = challenge;
    this.accepted = false;
    this.answer(failed);
  }

  /** Signs and sends the answer to the current challenge, if there is one (also after the signer changed). */
  answer(failed: (reason: string) => void): void {
    const socket = this.socket();
    const challenge = this.challenge;
    if (socket === undefined || challenge === undefined) return;
    this.auth.answer(this.url, challenge).then(
      (event) => {
        if (this.socket() !== socket || this.challenge !== challenge || socket.readyState !== SOCKET_OPEN) return;
        this.answerId = event.id;
        socket.send(JSON.stringify(['AUTH', event]));
      },
      // docs/product.md §4: AUTH failures are ignored; requests waiting for it end with the relay's reason.
      () => failed('auth-required: could not authenticate'),
    );
  }

  /** Whether an OK is the relay's verdict on our answer; if so it is recorded. */
  receiveOk(eventId: string, accepted: boolean): boolean {
    if (eventId !== this.answerId) return false;
    this.accepted = accepted;
    return true;
  }

  /** Whether a request refused with `auth-required:` can still be served: someone can sign and has not failed yet. */
  mayAuthenticate(retries: number): boolean {
    return retries === 0 && !this.accepted && this.challenge !== undefined && this.auth.hasSigner();
  }
}
