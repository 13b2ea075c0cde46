import { WebSocket } from 'ws';

import { closeServer, listenOnFreePort } from './free-port-server';

/** How long the proxy waits for the relay behind it to accept a connection. */
const UPSTREAM_TIMEOUT_MS = 5_000;

/** What a proxy does with one connection's frames: each hook gets the frame and a function that delivers it. */
export interface ProxyHooks {
  /** A relay → client frame; default: delivered at once. */
  fromRelay?(text: string, deliver: () => void): void;
  /** A client → relay frame; default: delivered at once (queued until the relay's socket is open). */
  fromClient?(text: string, deliver: () => void): void;
}

export interface RelayProxyOptions {
  /** Called once per client connection: that connection's hooks (so a hook can keep per-connection state). */
  hooks?: () => ProxyHooks;
  /** How long the proxy waits before it accepts a client's WebSocket handshake (a far relay). */
  handshakeDelayMs?: number;
  /** Called when the proxy closes, before its sockets are cut (to clear the hooks' timers). */
  onClose?: () => void;
}

export interface RelayProxy {
  /** The ws:// URL the app under test connects to instead of the relay's. */
  readonly url: string;
  close(): Promise<void>;
}

/**
 * A WebSocket proxy in front of a real relay, the one the tests' slow, holding and far relays are built on
 * (`slow-relays.ts`, `holding-proxy.ts`, the bench's delays): every frame passes through the connection's
 * hooks, which decide when it is delivered. Ports are picked free; `close` cuts every connection.
 */
export async function startRelayProxy(upstreamUrl: string, options: RelayProxyOptions = {}): Promise<RelayProxy> {
  const handshakeDelayMs = options.handshakeDelayMs ?? 0;
  const { server, url } = await listenOnFreePort(
    handshakeDelayMs > 0 ? { verifyClient: (_info: unknown, accept: (ok: boolean) => void) => setTimeout(() => accept(true), handshakeDelayMs) } : {},
  );
  server.on('connection', (client) => {
    const hooks = options.hooks?.() ?? {};
    const upstream = new WebSocket(upstreamUrl, { handshakeTimeout: UPSTREAM_TIMEOUT_MS });
    const early: string[] = [];
    const toRelay = (text: string) => {
      if (upstream.readyState === WebSocket.OPEN) upstream.send(text);
      else early.push(text);
    };
    const toClient = (text: string) => {
      if (client.readyState === WebSocket.OPEN) client.send(text);
    };
    client.on('message', (data) => {
      const text = String(data);
      if (hooks.fromClient) hooks.fromClient(text, () => toRelay(text));
      else toRelay(text);
    });
    upstream.on('open', () => {
      for (const text of early.splice(0)) upstream.send(text);
    });
    upstream.on('message', (data) => {
      const text = String(data);
      if (hooks.fromRelay) hooks.fromRelay(text, () => toClient(text));
      else toClient(text);
    });
    const closeBoth = () => {
      client.close();
      upstream.close();
    };
    client.on('close', closeBoth);
    upstream.on('close', closeBoth);
    client.on('error', closeBoth);
    upstream.on('error', closeBoth);
  });
  return {
    url,
    close: () => {
      options.onClose?.();
      return closeServer(server);
    },
  };
}
