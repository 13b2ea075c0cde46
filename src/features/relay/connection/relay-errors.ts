/**
 * The ways a relay read can fail, as the query layer's one retry policy sees them (relay-retry.ts).
 */

/** The socket could not be opened at all: asking again at once will not help, so reads show their error. */
export class RelayUnreachable extends Error {
  constructor(readonly relayUrl: string) {
    super('Relay connection closed');
    this.name = 'RelayUnreachable';
  }
}

/**
 * A connection that was open went away (a drop, or a close after a non-text frame) with queries in flight.
 * Asking again on a new connection may well work, so reads retry these (docs/product.md §4).
 */
export class RelayConnectionLost extends Error {
  constructor() {
    super('Relay connection closed');
    this.name = 'RelayConnectionLost';
  }
}

/** The relay answered CLOSED (docs/product.md §8: 'Subscription closed'), with its reason when it gave one. */
export class SubscriptionClosed extends Error {
  constructor(readonly reason: string) {
    super(reason === '' ? 'Subscription closed' : `Subscription closed: ${reason}`);
    this.name = 'SubscriptionClosed';
  }
}

/** The error a cancelled read rejects with (docs/product.md §8: 'The signal has been aborted'). */
export function abortError(): DOMException {
  return new DOMException('The signal has been aborted', 'AbortError');
}

/**
 * A read that ran out of time, with the same name and text as a cancel. It tells whether the relay's socket
 * was open meanwhile: a timeout on a socket that never opened means the relay is out of reach.
 */
export class QueryTimeout extends Error {
  constructor(readonly relayReachable: boolean) {
    super('The signal has been aborted');
    this.name = 'AbortError';
  }
}

/** A cancel or a timeout, from any of the above. */
export function isAbort(error: unknown): boolean {
  return error instanceof Error && (error.name === 'AbortError' || error.name === 'TimeoutError');
}
