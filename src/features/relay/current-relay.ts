/**
 * The relay the pool routes reads and publishes to. A plain mutable holder outside React state, so the pool
 * (and its open connections) is created once and survives relay switches.
 */
export class CurrentRelay {
  constructor(private url: string) {}

  get(): string {
    return this.url;
  }

  /** Returns true when the relay actually changed. */
  set(url: string): boolean {
    if (url === this.url) return false;
    this.url = url;
    return true;
  }
}
