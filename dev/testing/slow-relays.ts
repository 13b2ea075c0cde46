import { closeServer, listenOnFreePort } from './free-port-server';
import { startRelayProxy } from './relay-proxy';

export interface TestServer {
  /** The ws:// URL the app under test connects to. */
  readonly url: string;
  close(): Promise<void>;
}

/** How late a proxied relay is: each frame from it, each frame to it, and the WebSocket handshake. */
export interface RelayDelays {
  fromRelayMs: number;
  fromClientMs?: number;
  handshakeMs?: number;
}

/**
 * A real relay that is slow or far, as public relays often are: every frame is delayed (in order) by the
 * direction's delay. With 4 s both ways a REQ is answered about 8 s after it was sent: the tests of edits to
 * the user's own lists, which must wait for such a relay (docs/architecture.md §16); the bench's far relay
 * delays what the relay sends and the handshake.
 */
export function startDelayingProxy(upstreamUrl: string, delays: RelayDelays): Promise<TestServer> {
  const timers = new Set<ReturnType<typeof setTimeout>>();
  const after = (ms: number, deliver: () => void) => {
    if (ms <= 0) return deliver();
    const timer = setTimeout(() => {
      timers.delete(timer);
      deliver();
    }, ms);
    timers.add(timer);
  };
  return startRelayProxy(upstreamUrl, {
    hooks: () => ({
      fromRelay: (_text, deliver) => after(delays.fromRelayMs, deliver),
      fromClient: (_text, deliver) => after(delays.fromClientMs ?? 0, deliver),
    }),
    handshakeDelayMs: delays.handshakeMs ?? 0,
    onClose: () => {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
    },
  });
}

export interface SilentRelay extends TestServer {
  /** Every message clients sent, parsed, in arrival order: what a test checks was never published. */
  readonly received: unknown[][];
}

/** A relay that accepts connections and never answers anything: up, but stuck. */
export async function startSilentRelay(): Promise<SilentRelay> {
  const { server, url } = await listenOnFreePort();
  const received: unknown[][] = [];
  server.on('connection', (client) => {
    client.on('message', (data) => {
      try {
        const message: unknown = JSON.parse(String(data));
        if (Array.isArray(message)) received.push(message);
      } catch {
        // Not JSON: nothing a test asks about.
      }
    });
  });
  return { url, received, close: () => closeServer(server) };
}
