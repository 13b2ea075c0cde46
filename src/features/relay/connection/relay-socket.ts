import { TIMEOUTS } from '@/config/constants';
import { parseReadMessage, type ReadMessage } from '@/nostr/relay-message';

import type { BootRequest } from './boot-requests';
import { EARLY_SOCKET_TTL_MS, takeEarlySocket } from './early-sockets';
import { RelayConnectionLost, RelayUnreachable } from './relay-errors';

/** What a connection is doing, for the relay status the user can see. */
export type ConnectionState = 'idle' | 'connecting' | 'open' | 'failed';

export interface SocketTimings {
  idleTimeoutMs?: number;
  backoffBaseMs?: number;
  backoffMaxMs?: number;
}

/**
 * What the socket tells the connection that owns it, and asks of it. The socket holds no requests itself:
 * whether it may idle out, and whether it should come back after a drop, depends on the owner's work.
 */
export interface SocketOwner {
  /** A new socket replaces the previous one: NIP-42 state belonged to the previous one. */
  socketStarted(): void;
  /** The adopted early socket's boot REQs, for the app's queries to take over (boot-requests.ts). */
  adoptBootRequests(requests: readonly BootRequest[], ttlMs: number): void;
  /** The socket opened: send what waited for it. */
  socketOpened(): void;
  /** A well-formed message from the relay. */
  received(message: ReadMessage): void;
  /** The socket was let go (lost, closed or idle): what was tied to it goes with it. */
  socketDropped(): void;
  /** The socket went away (or never opened) under the work in flight. */
  socketLost(error: Error): void;
  /** Whether any request waits for the relay: the socket must not idle out meanwhile. */
  busy(): boolean;
  /** Whether a live subscription wants the socket back after a drop. */
  wantsReconnect(): boolean;
  /** Whether any subscription still needs the socket when a reconnect is due. */
  hasSubscriptions(): boolean;
  /** `state` or `error` may have changed. */
  changed(): void;
}

export const SOCKET_CONNECTING = 0;
export const SOCKET_OPEN = 1;
const BACKOFF_MAX_MS = 30_000;

/**
 * The WebSocket of one relay connection and its life (docs/architecture.md, "The relay layer"): opened on
 * first use (or adopted from the boot script), reconnected with a backoff while live subscriptions need it,
 * closed after 30 s unused. It reads the socket too: a non-text frame closes the connection, malformed
 * messages are ignored (logged once per connection), the rest goes to the owner parsed.
 */
export class RelaySocket {
  private socket: WebSocket | undefined;
  private opened = false;
  private idleTimer: ReturnType<typeof setTimeout> | undefined;
  private reconnectTimer: ReturnType<typeof setTimeout> | undefined;
  private attempts = 0;
  private warnedInvalid = false;
  private closedByUser = false;
  private lastError: string | undefined;
  private readonly idleTimeoutMs: number;
  private readonly backoffBaseMs: number;
  private readonly backoffMaxMs: number;

  constructor(
    private readonly url: string,
    timings: SocketTimings,
    private readonly owner: SocketOwner,
  ) {
    this.idleTimeoutMs = timings.idleTimeoutMs ?? TIMEOUTS.relayIdleClose;
    this.backoffBaseMs = timings.backoffBaseMs ?? TIMEOUTS.backoffBase;
    this.backoffMaxMs = timings.backoffMaxMs ?? BACKOFF_MAX_MS;
  }

  /** The socket in use, if any (an answer to a challenge goes out only on the socket that asked). */
  get current(): WebSocket | undefined {
    return this.socket;
  }

  get isOpen(): boolean {
    return this.socket?.readyState === SOCKET_OPEN;
  }

  /** Whether a socket opened since the last failure to connect. */
  get wasReachable(): boolean {
    return this.opened;
  }

  get state(): ConnectionState {
    if (this.socket?.readyState === SOCKET_OPEN) return 'open';
    if (this.socket?.readyState === SOCKET_CONNECTING) return 'connecting';
    return this.lastError === undefined ? 'idle' : 'failed';
  }

  /** Why the last connection attempt failed or the last socket went away, if it did. */
  get error(): string | undefined {
    return this.lastError;
  }

  /** The socket that is open or opening, else a new one (the boot script's, when it opened one). */
  connect(): WebSocket {
    const current = this.socket;
    if (current && (current.readyState === SOCKET_OPEN || current.readyState === SOCKET_CONNECTING)) return current;
    clearTimeout(this.reconnectTimer);
    this.reconnectTimer = undefined;
    // The boot script may have opened this relay's socket while the page was loading (early-sockets.ts).
    const early = takeEarlySocket(this.url);
    const socket = early?.socket ?? new WebSocket(this.url);
    this.socket = socket;
    this.opened = false;
    this.warnedInvalid = false;
    this.owner.socketStarted();
    const onOpen = () => {
      if (this.socket !== socket) return;
      this.opened = true;
      this.attempts = 0;
      this.lastError = undefined;
      this.owner.socketOpened();
      this.owner.changed();
    };
    socket.addEventListener('open', onOpen);
    socket.addEventListener('message', (message: MessageEvent<unknown>) => {
      if (this.socket !== socket) return;
      // docs/product.md §4: a non-text message closes the connection.
      if (typeof message.data !== 'string') this.lost(socket, 'sent a non-text message');
      else this.receive(message.data);
    });
    socket.addEventListener('close', () => this.lost(socket, 'connection closed'));
    socket.addEventListener('error', () => this.lost(socket, 'connection failed'));
    if (early !== undefined) {
      this.owner.adoptBootRequests(early.requests, EARLY_SOCKET_TTL_MS);
      for (const data of early.received) this.receive(data);
      // Already open: its open event went by before we listened. Run it after the caller has registered its work.
      if (socket.readyState === SOCKET_OPEN) queueMicrotask(onOpen);
    }
    this.owner.changed();
    return socket;
  }

  /** Sends on the open socket; does nothing when there is none (what was not sent goes out when it opens). */
  send(message: unknown[]): void {
    if (this.socket?.readyState === SOCKET_OPEN) this.socket.send(JSON.stringify(message));
  }

  /** Closes the socket for good: `failWork` runs while no reconnect can be scheduled. */
  close(failWork: () => void): void {
    this.closedByUser = true;
    this.drop();
    failWork();
    this.closedByUser = false;
  }

  /** Starts the 30 s countdown to closing the socket, unless the owner still waits for the relay. */
  startIdleTimer(): void {
    if (this.owner.busy() || this.idleTimer !== undefined || this.socket === undefined) return;
    this.idleTimer = setTimeout(() => {
      this.idleTimer = undefined;
      if (!this.owner.busy()) {
        this.drop();
        this.owner.changed();
      }
    }, this.idleTimeoutMs);
  }

  stopIdleTimer(): void {
    clearTimeout(this.idleTimer);
    this.idleTimer = undefined;
  }

  /** The socket went away (or never opened): one-shot work fails, live subscriptions wait for a reconnect. */
  private lost(socket: WebSocket, reason: string): void {
    if (this.socket !== socket) return;
    const wasOpen = this.opened;
    this.lastError = wasOpen ? `Relay connection lost (${reason})` : 'Could not connect to the relay';
    this.drop();
    this.owner.socketLost(wasOpen ? new RelayConnectionLost() : new RelayUnreachable(this.url));
    this.scheduleReconnect();
    this.owner.changed();
  }

  private drop(): void {
    this.stopIdleTimer();
    clearTimeout(this.reconnectTimer);
    this.reconnectTimer = undefined;
    const socket = this.socket;
    this.socket = undefined;
    this.owner.socketDropped();
    if (socket && socket.readyState <= SOCKET_OPEN) socket.close();
  }

  /** Live subscriptions come back after a drop, with a backoff from 1000 ms doubling up to 30 s. */
  private scheduleReconnect(): void {
    if (!this.owner.wantsReconnect() || this.closedByUser || this.reconnectTimer !== undefined) return;
    const delay = Math.min(this.backoffBaseMs * 2 ** this.attempts, this.backoffMaxMs);
    this.attempts += 1;
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = undefined;
      if (this.owner.hasSubscriptions()) this.connect();
    }, delay);
  }

  private receive(text: string): void {
    const message = parseReadMessage(text);
    if (message === undefined) {
      // Logged once per connection: a broken or hostile relay could otherwise flood the console.
      if (!this.warnedInvalid) console.warn(`[relay] Ignoring invalid messages from ${this.url}`);
      this.warnedInvalid = true;
      return;
    }
    this.owner.received(message);
  }
}
