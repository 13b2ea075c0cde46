import { parseReadMessage, type ReadMessage } from '@/nostr/relay-message';

import { takeEarlySocket, type AdoptedSocket } from './early-sockets';

export const SOCKET_CONNECTING = 0;
export const SOCKET_OPEN = 1;

/** What a relay's socket reports over its life. */
export interface SocketLife {
  open(): void;
  message(message: ReadMessage): void;
  /** The socket closed, failed to open, or broke a rule (docs/product.md §4: a non-text message closes it). */
  lost(reason: string): void;
}

export interface RelaySocket {
  socket: WebSocket;
  /** Set for an adopted socket: what it already received and asked. */
  early: AdoptedSocket | undefined;
  /** Reads one text frame as `life.message` would get it (for the frames an adopted socket received before). */
  receive(text: string): void;
}

/**
 * A new WebSocket to `url`, or the one the boot script opened while the page loaded (early-sockets.ts), with
 * its life reported to `life`. Frames are parsed with the intake limits (relay-message.ts); malformed ones are
 * ignored and logged once per socket, since a broken or hostile relay could otherwise flood the console.
 */
export function openRelaySocket(url: string, life: SocketLife): RelaySocket {
  const early = takeEarlySocket(url);
  const socket = early?.socket ?? new WebSocket(url);
  let warned = false;
  const receive = (text: string) => {
    const message = parseReadMessage(text);
    if (message !== undefined) life.message(message);
    else if (!warned) {
      warned = true;
      console.warn(`[relay] Ignoring invalid messages from ${url}`);
    }
  };
  socket.addEventListener('open', () => life.open());
  socket.addEventListener('message', (message: MessageEvent<unknown>) => {
    if (typeof message.data !== 'string') life.lost('sent a non-text message');
    else receive(message.data);
  });
  socket.addEventListener('close', () => life.lost('connection closed'));
  socket.addEventListener('error', () => life.lost('connection failed'));
  return { socket, early, receive };
}

/** What a connection is doing, for the relay status the user can see. */
export type ConnectionState = 'idle' | 'connecting' | 'open' | 'failed';

/** The state and last error the user sees, and who listens for changes to them. */
export class ConnectionStatus {
  /** Why the last connection attempt failed or the last socket went away, if it did. */
  error: string | undefined;
  private readonly listeners = new Set<() => void>();

  stateOf(socket: WebSocket | undefined): ConnectionState {
    if (socket?.readyState === SOCKET_OPEN) return 'open';
    if (socket?.readyState === SOCKET_CONNECTING) return 'connecting';
    return this.error === undefined ? 'idle' : 'failed';
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  notify(): void {
    for (const listener of this.listeners) listener();
  }
}
