import { KIND } from '@/config/constants';
import { NoRelayAnswered, readRelays } from '@/features/relay/public';
import { firstContentShown } from '@/lib/first-content';
import type { NostrEvent } from '@/nostr/event';
import { NETWORK_REPORT_LIMITS, networkReportFilter } from '@/nostr/network-reports';

/** How long the background read of reports waits for each relay: nothing on screen waits on it. */
const REPORT_READ_TIMEOUT_MS = 10_000;

/** Who asks: the relays read and the follows named as authors (one batch per pair). */
export interface ReportAsker {
  key: string;
  relays: readonly string[];
  authors: readonly string[];
}

/**
 * The reports by the user's follows about the sellers on screen (docs/product.md §2 Reports from your
 * network), asked in the background: every card and seller card says which seller it shows, and the sellers
 * named in the same task go out together — after the page's main content, one REQ per relay naming up to
 * NETWORK_REPORT_LIMITS.maxSellers sellers (`#p`) and the follows (`authors`). Each seller is asked once per
 * asker. What comes back is kept per seller; the event store gets it too (readRelays) and decides deletions.
 */
class NetworkReportRequests {
  private readonly asked = new Map<string, Set<string>>();
  private readonly pending = new Map<string, { asker: ReportAsker; sellers: Set<string> }>();
  private readonly bySeller = new Map<string, Map<string, NostrEvent>>();
  private readonly checked = new Map<string, Set<string>>();
  private readonly listeners = new Set<() => void>();
  private scheduled = false;
  version = 0;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getVersion = (): number => this.version;

  /** Says a screen shows `seller`: their reports by `asker`'s authors are read soon, once. */
  want(seller: string, asker: ReportAsker): void {
    if (asker.authors.length === 0 || asker.relays.length === 0) return;
    const asked = this.asked.get(asker.key) ?? new Set<string>();
    this.asked.set(asker.key, asked);
    if (asked.has(seller)) return;
    asked.add(seller);
    const batch = this.pending.get(asker.key) ?? { asker, sellers: new Set<string>() };
    batch.sellers.add(seller);
    this.pending.set(asker.key, batch);
    this.schedule();
  }

  /** The reports received about `seller` (by the follows asked for; the caller counts only trusted ones). */
  reportsAbout(seller: string): NostrEvent[] {
    return [...(this.bySeller.get(seller)?.values() ?? [])];
  }

  /** Whether the relays have answered for `seller` (asked by `askerKey`): no warning then means none. */
  isChecked(seller: string, askerKey: string): boolean {
    return this.checked.get(askerKey)?.has(seller) ?? false;
  }

  private schedule(): void {
    if (this.scheduled) return;
    this.scheduled = true;
    // After the main content, then one more task: the cards mounted in the same render join one batch.
    void firstContentShown.then(() =>
      setTimeout(() => {
        this.scheduled = false;
        this.flush();
      }, 0),
    );
  }

  private flush(): void {
    const batches = [...this.pending.values()];
    this.pending.clear();
    for (const { asker, sellers } of batches) {
      const all = [...sellers];
      for (let start = 0; start < all.length; start += NETWORK_REPORT_LIMITS.maxSellers) {
        void this.read(asker, all.slice(start, start + NETWORK_REPORT_LIMITS.maxSellers));
      }
    }
  }

  private async read(asker: ReportAsker, sellers: readonly string[]): Promise<void> {
    const authors = new Set(asker.authors);
    const named = new Set(sellers);
    try {
      const read = await readRelays(asker.relays, [networkReportFilter(sellers, asker.authors)], { timeoutMs: REPORT_READ_TIMEOUT_MS });
      const checked = this.checked.get(asker.key) ?? new Set<string>();
      this.checked.set(asker.key, checked);
      for (const seller of sellers) checked.add(seller);
      for (const event of read.events) {
        // A relay may send anything: only reports by the authors asked about the sellers asked are kept.
        if (event.kind !== KIND.report || !authors.has(event.pubkey)) continue;
        for (const tag of event.tags) {
          if (tag[0] !== 'p' || tag[1] === undefined || !named.has(tag[1])) continue;
          const kept = this.bySeller.get(tag[1]) ?? new Map<string, NostrEvent>();
          this.bySeller.set(tag[1], kept);
          kept.set(event.id, event);
        }
      }
      this.notify();
    } catch (error) {
      // Asked again on the next screen that shows them: a failed read is forgotten.
      const asked = this.asked.get(asker.key);
      for (const seller of sellers) asked?.delete(seller);
      if (!(error instanceof NoRelayAnswered)) console.warn('[web-of-trust] Could not read reports from your network.', error);
    }
  }

  private notify(): void {
    this.version += 1;
    for (const listener of this.listeners) listener();
  }
}

export const networkReportRequests = new NetworkReportRequests();
