import type { AuthPurpose } from '../auth-consent';
import type { RelayAuth } from '../relay-auth';

const SOCKET_OPEN = 1;

/** How requests waiting for a login end when the user said 'Not now' (or the relay may not learn who they are). */
export const AUTH_DECLINED = 'auth-required: not logged in to this relay';

/**
 * One socket's NIP-42 state: the relay's challenge, the id of our signed answer and whether the relay
 * accepted it. The challenge is only remembered when it arrives; it is answered when the relay refuses
 * something the user asked with `auth-required:` (`demand`), and only where `RelayAuth` permits: the user's
 * own relays, or another the user allowed (docs/architecture.md §5). A new socket, a new challenge or another
 * account starts over.
 */
export class AuthSession {
  private challenge: string | undefined;
  private answerId: string | undefined;
  private accepted = false;
  /** An answer to the current challenge is being permitted, signed or judged by the relay. */
  private answering = false;
  /** Our answer to the current challenge failed or was refused: not tried again for it. */
  private refused = false;
  /** Bumped whenever an answer in progress no longer applies (new socket, new challenge, another account). */
  private generation = 0;

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

  /** A new socket: nothing of the old one's NIP-42 state applies. */
  reset(): void {
    this.challenge = undefined;
    this.restart();
  }

  /** The relay sent a challenge: remembered, not answered (that waits for a `demand`). */
  challenged(challenge: string): void {
    this.challenge = challenge;
    this.restart();
  }

  /** Another account (or none) signs now: what the relay accepted was the previous account's. */
  signerChanged(): void {
    this.restart();
  }

  /**
   * Whether a request the relay refused with `auth-required:` can wait for our AUTH: it was not re-sent after
   * one already, the relay challenged, our answer was not refused, and this relay may get the user's login.
   */
  mayAuthenticate(retries: number): boolean {
    return retries === 0 && !this.accepted && !this.refused && this.challenge !== undefined && this.auth.mayAnswer(this.url);
  }

  /**
   * The relay refused something the user asked with `auth-required:`: answer its challenge once, if the relay
   * may have the user's login (their own relay, or the user said 'Allow'); otherwise `failed` ends what waits.
   */
  demand(purpose: AuthPurpose, failed: (reason: string) => void): void {
    const socket = this.socket();
    const challenge = this.challenge;
    if (socket === undefined || challenge === undefined || this.answering || this.accepted) return;
    this.answering = true;
    const generation = this.generation;
    const current = () => this.generation === generation && this.socket() === socket;
    const fail = (reason: string, refused: boolean) => {
      if (!current()) return;
      this.answering = false;
      this.refused = refused;
      failed(reason);
    };
    void this.auth.permit(this.url, purpose).then((allowed) => {
      if (!current()) return;
      if (!allowed) {
        fail(AUTH_DECLINED, false);
        return;
      }
      this.auth.answer(this.url, challenge).then(
        (event) => {
          if (!current() || socket.readyState !== SOCKET_OPEN) return;
          this.answerId = event.id;
          socket.send(JSON.stringify(['AUTH', event]));
        },
        // docs/product.md §4: AUTH failures are ignored; requests waiting for it end with the relay's reason.
        () => fail('auth-required: could not authenticate', true),
      );
    });
  }

  /** Whether an OK is the relay's verdict on our answer; if so it is recorded. */
  receiveOk(eventId: string, accepted: boolean): boolean {
    if (this.answerId === undefined || eventId !== this.answerId) return false;
    this.answerId = undefined;
    this.answering = false;
    this.accepted = accepted;
    this.refused = !accepted;
    return true;
  }

  private restart(): void {
    this.generation += 1;
    this.answerId = undefined;
    this.accepted = false;
    this.answering = false;
    this.refused = false;
  }
}
