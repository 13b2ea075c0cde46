import { isHex64, type NostrEvent } from '@/nostr/event';

/** Whether two copies of a wrap are the same event: every NIP-01 field, the signature included. */
function sameWrap(a: NostrEvent, b: NostrEvent): boolean {
  return (
    a.id === b.id &&
    a.sig === b.sig &&
    a.pubkey === b.pubkey &&
    a.created_at === b.created_at &&
    a.kind === b.kind &&
    a.content === b.content &&
    JSON.stringify(a.tags) === JSON.stringify(b.tags)
  );
}

/**
 * The unwrap worker's wraps opened ahead: the boot script hands them over straight from the relay, before the
 * app has checked anything (docs/architecture.md §10 and §18). A wrap is known by what it is, not by the id it
 * claims: it is kept only when its id is the hash of its content (`idMatches`, the relay layer's check for
 * kind 1059, whose one-time key's signature proves nothing), and a result is handed over only for a copy that
 * is the same event (id, content, signature and all). So a forged wrap that reuses a real wrap's id neither
 * opens as the real one's message nor keeps the real one from being opened. Ids whose result went to the app
 * are remembered, so a later copy from the boot script is not opened again.
 */
export class PreopenedWraps<R> {
  private readonly opened = new Map<string, { wrap: NostrEvent; result: Promise<R> }>();
  private readonly handedOver = new Set<string>();

  constructor(
    private readonly idMatches: (wrap: NostrEvent) => boolean,
    private readonly capacity: number,
  ) {}

  /** Whether the boot script's `wrap` is worth opening ahead: its id checks out and it is not opened or handed over yet. */
  wants(wrap: NostrEvent): boolean {
    if (!isHex64(wrap.id) || this.opened.has(wrap.id) || this.handedOver.has(wrap.id)) return false;
    try {
      return this.idMatches(wrap);
    } catch {
      // Straight from a relay: anything that is not an event fails the check.
      return false;
    }
  }

  /** Keeps the result of opening `wrap` (one `wants` said yes to); the oldest goes beyond `capacity`. */
  keep(wrap: NostrEvent, result: Promise<R>): void {
    if (this.opened.size >= this.capacity) this.opened.delete(this.opened.keys().next().value!);
    this.opened.set(wrap.id, { wrap, result });
  }

  /**
   * The result opened ahead for this very wrap of the app's batch, taken once; undefined when there is none
   * (the caller opens it). The wrap's id is remembered as handed over either way.
   */
  take(wrap: NostrEvent): Promise<R> | undefined {
    const entry = this.opened.get(wrap.id);
    const same = entry !== undefined && sameWrap(entry.wrap, wrap);
    if (same) this.opened.delete(wrap.id);
    if (isHex64(wrap.id)) {
      if (this.handedOver.size >= this.capacity) this.handedOver.clear();
      this.handedOver.add(wrap.id);
    }
    return same ? entry.result : undefined;
  }

  /** Another account: nothing opened for the previous one applies. */
  clear(): void {
    this.opened.clear();
    this.handedOver.clear();
  }
}
