import { WebSocket } from 'ws';

import type { AbuseLimits } from './relay-limits';

type OutputLimits = Pick<AbuseLimits, 'maxQueuedBytes' | 'stalledClientMs'>;

/**
 * What the relay sends one client, with a bound on what waits in memory for it (docs/architecture.md §12).
 * `ws` queues without limit when a client stops reading, so a subscriber to busy kinds that never reads
 * would grow the relay's memory until it falls over. Live messages are sent at once, and a client with more
 * than `maxQueuedBytes` unread is dropped; a stored read paces itself (`sendPaced`), waiting at half that
 * for the client to catch up, so a large answer to a slow but reading client is never what drops it.
 */
export class ClientOutput {
  private readonly socket: WebSocket;
  private readonly limits: OutputLimits;
  private readonly onDrop: () => void;
  private dropped = false;

  constructor(socket: WebSocket, limits: OutputLimits, onDrop: () => void) {
    this.socket = socket;
    this.limits = limits;
    this.onDrop = onDrop;
  }

  /** Whether messages can still reach the client. */
  get open(): boolean {
    return !this.dropped && this.socket.readyState === WebSocket.OPEN;
  }

  send(message: readonly unknown[]): void {
    if (!this.open) return;
    if (this.socket.bufferedAmount > this.limits.maxQueuedBytes) {
      this.drop();
      return;
    }
    this.socket.send(JSON.stringify(message));
  }

  /**
   * Sends like `send`, but once half of `maxQueuedBytes` is waiting, resolves only when the client has
   * taken it all (the write callback), or drops the client after `stalledClientMs` without progress.
   */
  sendPaced(message: readonly unknown[]): Promise<void> {
    if (!this.open) return Promise.resolve();
    const text = JSON.stringify(message);
    if (this.socket.bufferedAmount + Buffer.byteLength(text) <= this.limits.maxQueuedBytes / 2) {
      this.socket.send(text);
      return Promise.resolve();
    }
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.drop();
        resolve();
      }, this.limits.stalledClientMs);
      // Nothing else is waiting on the timer; it must not keep a closing process alive.
      timer.unref();
      // Called once the frame is written out, or with an error when the socket closes first.
      this.socket.send(text, () => {
        clearTimeout(timer);
        resolve();
      });
    });
  }

  /** A client that stopped reading would never read a close frame either: the socket is cut. */
  private drop(): void {
    if (this.dropped) return;
    this.dropped = true;
    this.onDrop();
    this.socket.terminate();
  }
}
