import type {
  NostrEvent,
  NostrFilter,
  NostrRelayCLOSED,
  NostrRelayEOSE,
  NostrRelayEVENT,
  NRelay,
  NRelay1,
} from '@nostrify/nostrify';

import type { NRelay1Options, ReopenableNRelay1 } from './nrelay1-chunk';

const SOCKET_OPEN = 1;

/**
 * An NRelay that creates its NRelay1 on first use, from a chunk loaded on demand. The pool (and `useNostr()`)
 * exist from the first render, but a visitor who only browses the grid never downloads NRelay1, zod or
 * @noble on the main thread. Every call behaves exactly as NRelay1's once the chunk is there.
 */
export class LazyRelay implements NRelay {
  private relay: ReopenableNRelay1 | undefined;
  private loading: Promise<NRelay1> | undefined;
  private disposed = false;

  constructor(
    readonly url: string,
    private readonly options: NRelay1Options,
  ) {}

  private load(): Promise<NRelay1> {
    // A relay that sent a non-text frame made NRelay1 close itself for good: the next request reconnects.
    if (this.relay?.closed === true && !this.disposed) {
      this.relay = undefined;
      this.loading = undefined;
    }
    this.loading ??= import('./nrelay1-chunk').then(({ openNRelay1 }) => {
      this.relay = openNRelay1(this.url, this.options);
      return this.relay;
    });
    return this.loading;
  }

  /** Whether the underlying socket is open right now (false before first use). */
  get isOpen(): boolean {
    return this.relay?.socket.readyState === SOCKET_OPEN;
  }

  async *req(
    filters: NostrFilter[],
    opts?: { signal?: AbortSignal },
  ): AsyncIterable<NostrRelayEVENT | NostrRelayEOSE | NostrRelayCLOSED> {
    const relay = await this.load();
    yield* relay.req(filters, opts);
  }

  async query(filters: NostrFilter[], opts?: { signal?: AbortSignal }): Promise<NostrEvent[]> {
    return (await this.load()).query(filters, opts);
  }

  async event(event: NostrEvent, opts?: { signal?: AbortSignal }): Promise<void> {
    return (await this.load()).event(event, opts);
  }

  async count(filters: NostrFilter[], opts?: { signal?: AbortSignal }): Promise<{ count: number; approximate?: boolean }> {
    return (await this.load()).count(filters, opts);
  }

  async close(): Promise<void> {
    this.disposed = true;
    if (this.loading === undefined) return;
    await (await this.loading).close();
  }

  async [Symbol.asyncDispose](): Promise<void> {
    await this.close();
  }
}
