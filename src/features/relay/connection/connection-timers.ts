/**
 * The two clocks of a relay connection (docs/product.md §4): an unused connection closes after a while, and
 * live subscriptions come back after a drop with a backoff that doubles up to a ceiling.
 */

/** Runs `onIdle` once after `ms` unless stopped first; `onIdle` checks again that nothing came in meanwhile. */
export class IdleTimer {
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor(
    private readonly ms: number,
    private readonly onIdle: () => void,
  ) {}

  start(): void {
    if (this.timer !== undefined) return;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.onIdle();
    }, this.ms);
  }

  stop(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
  }
}

/** One pending reconnect at a time, after `base × 2^attempts` ms capped at `max`; a successful open resets it. */
export class ReconnectBackoff {
  private timer: ReturnType<typeof setTimeout> | undefined;
  private attempts = 0;

  constructor(
    private readonly baseMs: number,
    private readonly maxMs: number,
  ) {}

  get pending(): boolean {
    return this.timer !== undefined;
  }

  schedule(reconnect: () => void): void {
    if (this.timer !== undefined) return;
    const delay = Math.min(this.baseMs * 2 ** this.attempts, this.maxMs);
    this.attempts += 1;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      reconnect();
    }, delay);
  }

  /** The socket opened: the next drop starts from the base delay again. */
  opened(): void {
    this.attempts = 0;
  }

  cancel(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
  }
}
