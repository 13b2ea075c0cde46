/** What a relay asked the user's login for: something to read, or to publish. */
export type AuthPurpose = 'read' | 'write';

/** One question waiting for the user: may this relay learn who they are? */
export interface ConsentQuestion {
  url: string;
  purpose: AuthPurpose;
}

/**
 * The user's answer, per relay and for this session, to a relay that is not one of their own asking for
 * their NIP-42 login (docs/architecture.md §5, docs/product.md §4): asked once per relay, remembered until the
 * account changes. A prompt (RelayAuthPrompt) shows the questions one at a time; while none is mounted (Node
 * tests, a page without the app's providers) nothing is asked and such relays get no login, and that is not
 * remembered as the user's answer.
 */
export class AuthConsent {
  private readonly answers = new Map<string, Promise<boolean>>();
  private readonly decided = new Map<string, boolean>();
  private readonly waiting = new Map<string, (allowed: boolean) => void>();
  private questions: readonly ConsentQuestion[] = [];
  private prompts = 0;
  private readonly listeners = new Set<() => void>();

  /** A prompt is on the page and can ask; returns its detach function. */
  attach(): () => void {
    this.prompts += 1;
    let attached = true;
    return () => {
      if (!attached) return;
      attached = false;
      this.prompts -= 1;
      if (this.prompts === 0) this.dropQuestions();
    };
  }

  /** Whether `url` may still get a login: the user allowed it, or can be asked (not refused this session). */
  mayAsk(url: string): boolean {
    const decision = this.decided.get(url);
    return decision ?? this.prompts > 0;
  }

  /** The user's answer for `url`, asking once (true: 'Allow'). */
  ask(url: string, purpose: AuthPurpose): Promise<boolean> {
    const known = this.answers.get(url);
    if (known !== undefined) return known;
    if (this.prompts === 0) return Promise.resolve(false);
    const answer = new Promise<boolean>((resolve) => this.waiting.set(url, resolve));
    this.answers.set(url, answer);
    this.questions = [...this.questions, { url, purpose }];
    this.notify();
    return answer;
  }

  /** The questions waiting for the user, the one to show first. A new array whenever they change. */
  readonly pending = (): readonly ConsentQuestion[] => this.questions;

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** The user answered for `url` ('Allow' or 'Not now'); remembered for the session. */
  decide(url: string, allowed: boolean): void {
    const resolve = this.waiting.get(url);
    if (resolve === undefined) return;
    this.waiting.delete(url);
    this.decided.set(url, allowed);
    this.answers.set(url, Promise.resolve(allowed));
    this.questions = this.questions.filter((question) => question.url !== url);
    this.notify();
    resolve(allowed);
  }

  /** A new session (another account, or signed out): every answer is forgotten, open questions end as 'no'. */
  forget(): void {
    this.decided.clear();
    this.dropQuestions();
    this.answers.clear();
  }

  /** Open questions end as 'no' without being remembered: nobody could answer them. */
  private dropQuestions(): void {
    const waiting = [...this.waiting.entries()];
    this.waiting.clear();
    for (const [url] of waiting) this.answers.delete(url);
    if (this.questions.length > 0) {
      this.questions = [];
      this.notify();
    }
    for (const [, resolve] of waiting) resolve(false);
  }

  private notify(): void {
    for (const listener of this.listeners) listener();
  }
}
