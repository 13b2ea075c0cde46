import { startRelayProxy } from './relay-proxy';

/** How long a test waits for the proxy to hold something before it fails (a missing request, not a slow one). */
const HELD_TIMEOUT_MS = 10_000;

export interface HoldingProxy {
  /** The ws:// URL the app under test connects to instead of the relay's. */
  readonly url: string;
  /**
   * Resolves with the first relay → client message the proxy withheld; rejects when none was withheld within
   * `timeoutMs`. From then on the app's transient state ('Posting...', 'Loading…') lasts until `release`.
   */
  held(timeoutMs?: number): Promise<unknown[]>;
  /** How many relay → client messages are waiting in the proxy now. */
  withheld(): number;
  /** Sends everything withheld, in order, and stops holding: the app reaches its end state. */
  release(): void;
  close(): Promise<void>;
}

/**
 * A WebSocket proxy in front of a real relay that withholds the relay's answers the test names (`hold`: an
 * `OK` to hold a publish, an `EOSE` to hold a read) until the test calls `release()`. A test of a transient
 * state holds it for as long as it needs instead of hoping the machine is slow enough to see it
 * (docs/architecture.md §13). Once a message is withheld on a connection, the later ones on that connection
 * wait behind it, so the app sees the relay's order. Client → relay messages pass at once.
 */
export async function startHoldingProxy(upstreamUrl: string, hold: (message: unknown[]) => boolean): Promise<HoldingProxy> {
  let holding = true;
  const queues = new Set<{ waiting: (() => void)[] }>();
  let firstHeld: unknown[] | undefined;
  const heldListeners = new Set<(message: unknown[]) => void>();

  function holds(text: string): boolean {
    let message: unknown;
    try {
      message = JSON.parse(text);
    } catch {
      return false;
    }
    if (!Array.isArray(message) || !hold(message)) return false;
    if (firstHeld === undefined) {
      firstHeld = message;
      for (const listener of heldListeners) listener(message);
      heldListeners.clear();
    }
    return true;
  }

  const proxy = await startRelayProxy(upstreamUrl, {
    hooks: () => {
      const queue = { waiting: [] as (() => void)[] };
      queues.add(queue);
      return {
        fromRelay: (text, deliver) => {
          if (holding && (queue.waiting.length > 0 || holds(text))) queue.waiting.push(deliver);
          else deliver();
        },
      };
    },
  });

  return {
    url: proxy.url,
    held: (timeoutMs = HELD_TIMEOUT_MS) =>
      firstHeld !== undefined
        ? Promise.resolve(firstHeld)
        : new Promise((resolve, reject) => {
            const timer = setTimeout(() => {
              heldListeners.delete(listener);
              reject(new Error(`the proxy withheld nothing within ${timeoutMs} ms`));
            }, timeoutMs);
            const listener = (message: unknown[]) => {
              clearTimeout(timer);
              resolve(message);
            };
            heldListeners.add(listener);
          }),
    withheld: () => [...queues].reduce((sum, queue) => sum + queue.waiting.length, 0),
    release: () => {
      holding = false;
      for (const queue of queues) for (const deliver of queue.waiting.splice(0)) deliver();
    },
    close: proxy.close,
  };
}
