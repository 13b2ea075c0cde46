/**
 * A token bucket for one connection's incoming messages: `burst` tokens to start with, refilled at
 * `perSecond`, one taken per message. A client that waits for each answer (the app, the seed) stays far
 * below the refill rate; one that floods is refused until the bucket refills (docs/architecture.md §12).
 */
export class MessageRate {
  private readonly perSecond: number;
  private readonly burst: number;
  private tokens: number;
  private refilledAt: number;

  constructor(perSecond: number, burst: number, nowMs = Date.now()) {
    this.perSecond = perSecond;
    this.burst = burst;
    this.tokens = burst;
    this.refilledAt = nowMs;
  }

  /** Takes one token; false when none is left (the message must be refused). */
  take(nowMs = Date.now()): boolean {
    // A clock stepped back refills nothing, and the time already counted is not counted again.
    if (nowMs > this.refilledAt) {
      this.tokens = Math.min(this.burst, this.tokens + ((nowMs - this.refilledAt) / 1000) * this.perSecond);
      this.refilledAt = nowMs;
    }
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }
}
