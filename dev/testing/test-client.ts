import type { Filter, NostrEvent } from 'nostr-tools';
import { WebSocket } from 'ws';

/** Relay → client messages as the tests read them. */
export type RelayMessage =
  | ['EVENT', string, NostrEvent]
  | ['OK', string, boolean, string]
  | ['EOSE', string]
  | ['CLOSED', string, string]
  | ['NOTICE', string]
  | ['COUNT', string, { count: number; approximate?: boolean }]
  | ['AUTH', string];

type Predicate = (message: RelayMessage) => boolean;

interface Waiter {
  predicate: Predicate;
  /** Messages this waiter takes without finishing (a REQ's stored events before its EOSE). */
  absorb?: (message: RelayMessage) => boolean;
  resolve: (message: RelayMessage) => void;
}

export interface QueryResult {
  events: NostrEvent[];
  /** The CLOSED reason if the relay refused the REQ instead of ending it with EOSE. */
  closed: string | null;
}

const DEFAULT_TIMEOUT_MS = 5000;
let nextSubscription = 0;

/** A fresh subscription id, unique within the test run. */
export function subscriptionId(prefix = 'sub'): string {
  nextSubscription += 1;
  return `${prefix}-${nextSubscription}`;
}

/**
 * A minimal protocol-level client for relay tests. Every message received is kept in `received`
 * (for "this never arrived" assertions) and in an inbox that `waitFor` consumes, so a reply that
 * arrives before the test starts waiting for it is not lost. Waits time out; there are no sleeps.
 */
export class TestClient {
  readonly received: RelayMessage[] = [];
  private readonly inbox: RelayMessage[] = [];
  private readonly waiters = new Set<Waiter>();
  private readonly socket: WebSocket;

  private constructor(socket: WebSocket) {
    this.socket = socket;
    socket.on('message', (data) => this.deliver(JSON.parse(String(data)) as RelayMessage));
  }

  /** Opens a connection; a relay that neither accepts nor refuses within `timeoutMs` fails the test. */
  static connect(url: string, timeoutMs = DEFAULT_TIMEOUT_MS): Promise<TestClient> {
    return new Promise((resolve, reject) => {
      const socket = new WebSocket(url);
      const timer = setTimeout(() => {
        socket.terminate();
        reject(new Error(`no connection to ${url} within ${timeoutMs} ms`));
      }, timeoutMs);
      socket.once('open', () => {
        clearTimeout(timer);
        resolve(new TestClient(socket));
      });
      socket.once('error', (error) => {
        clearTimeout(timer);
        reject(error);
      });
    });
  }

  get isOpen(): boolean {
    return this.socket.readyState === WebSocket.OPEN;
  }

  send(message: readonly unknown[]): void {
    this.socket.send(JSON.stringify(message));
  }

  sendRaw(data: string | Buffer, options: { binary?: boolean } = {}): void {
    this.socket.send(data, { binary: options.binary ?? false });
  }

  /** The first unconsumed message matching `predicate`, waiting up to `timeoutMs` for it. */
  waitFor(predicate: Predicate, timeoutMs = DEFAULT_TIMEOUT_MS, absorb?: Predicate): Promise<RelayMessage> {
    const index = this.inbox.findIndex(predicate);
    if (index >= 0) return Promise.resolve(this.inbox.splice(index, 1)[0] as RelayMessage);
    return new Promise((resolve, reject) => {
      const waiter: Waiter = {
        predicate,
        absorb,
        resolve: (message) => {
          clearTimeout(timer);
          resolve(message);
        },
      };
      const timer = setTimeout(() => {
        this.waiters.delete(waiter);
        reject(new Error(`no matching relay message within ${timeoutMs} ms; received: ${JSON.stringify(this.received)}`));
      }, timeoutMs);
      this.waiters.add(waiter);
    });
  }

  /** Publishes and returns the relay's OK verdict. */
  async publish(event: NostrEvent, timeoutMs = DEFAULT_TIMEOUT_MS): Promise<{ accepted: boolean; reason: string }> {
    const reply = this.waitFor((message) => message[0] === 'OK' && message[1] === event.id, timeoutMs);
    this.send(['EVENT', event]);
    const [, , accepted, reason] = (await reply) as ['OK', string, boolean, string];
    return { accepted, reason };
  }

  /** Sends a REQ and collects its stored events until EOSE (or CLOSED). The subscription stays open. */
  async query(id: string, ...filters: Filter[]): Promise<QueryResult> {
    const events: NostrEvent[] = [];
    const end = this.waitFor(
      (message) => (message[0] === 'EOSE' || message[0] === 'CLOSED') && message[1] === id,
      DEFAULT_TIMEOUT_MS,
      (message) => {
        if (message[0] !== 'EVENT' || message[1] !== id) return false;
        events.push(message[2]);
        return true;
      },
    );
    this.send(['REQ', id, ...filters]);
    const last = await end;
    return { events, closed: last[0] === 'CLOSED' ? last[2] : null };
  }

  /** Sends a REQ, returns its stored events, and CLOSEs it. Throws if the relay refused the REQ. */
  async fetch(...filters: Filter[]): Promise<NostrEvent[]> {
    const id = subscriptionId('fetch');
    const { events, closed } = await this.query(id, ...filters);
    if (closed !== null) throw new Error(`REQ closed: ${closed}`);
    this.send(['CLOSE', id]);
    return events;
  }

  /**
   * Resolves once every frame the relay sent before now has arrived: the relay handles a
   * connection's messages in order, so the EOSE of a new REQ comes after all of them.
   */
  async settle(): Promise<void> {
    await this.fetch({ kinds: [65_535], limit: 0 });
  }

  /** Messages for a subscription id received so far (consumed or not). */
  eventsFor(id: string): NostrEvent[] {
    return this.received.flatMap((message) => (message[0] === 'EVENT' && message[1] === id ? [message[2]] : []));
  }

  close(): Promise<void> {
    if (this.socket.readyState === WebSocket.CLOSED) return Promise.resolve();
    return new Promise((resolve) => {
      this.socket.once('close', () => resolve());
      this.socket.terminate();
    });
  }

  /** Resolves when the relay closes the connection. */
  closed(timeoutMs = DEFAULT_TIMEOUT_MS): Promise<number> {
    if (this.socket.readyState === WebSocket.CLOSED) return Promise.resolve(1006);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('connection stayed open')), timeoutMs);
      this.socket.once('close', (code) => {
        clearTimeout(timer);
        resolve(code);
      });
    });
  }

  private deliver(message: RelayMessage): void {
    this.received.push(message);
    for (const waiter of this.waiters) {
      if (waiter.predicate(message)) {
        this.waiters.delete(waiter);
        waiter.resolve(message);
        return;
      }
      if (waiter.absorb?.(message)) return;
    }
    this.inbox.push(message);
  }
}
