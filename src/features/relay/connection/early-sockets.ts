import { pageHandoff } from '@/lib/page-handoff';

import type { BootRequest } from './boot-requests';

/**
 * Relay sockets opened by the inline boot script in index.html (src/boot-connect.ts), while the HTML is still
 * being parsed: the WebSocket handshake with each read relay, and the first REQ the page needs (the grid's
 * first page on the home route), run in parallel with the download of the app's JavaScript instead of after
 * it (docs/architecture.md §10). A RelayConnection adopts the socket for its URL when it first connects:
 * what the relay sent before that (a NIP-42 challenge, the REQ's events) is replayed to it, and the app's
 * query with the same filters takes over the boot REQ (boot-requests.ts). Sockets nobody adopts (another
 * route, a different relay set) close after a while.
 */

/** How long an early socket waits to be adopted, and a boot REQ to be claimed, before they are closed. */
export const EARLY_SOCKET_TTL_MS = 15_000;

interface EarlySocket {
  socket: WebSocket;
  /** Text messages received before adoption, in order. */
  received: string[];
  /**
   * The boot REQs, sent when the socket opens (also after adoption: the app takes them over either way); the
   * boot script may add one until the socket is adopted (sendEarlyRequest).
   */
  requests: BootRequest[];
  /** Stops buffering messages (the adopting connection reads them itself). */
  stop(): void;
}

export interface AdoptedSocket {
  socket: WebSocket;
  received: string[];
  /** The boot REQs: sent, or sent by the boot script's own open listener (registered first) when it opens. */
  requests: readonly BootRequest[];
}

/** The handoff between the boot script and the app bundle (a page handoff: the two bundles share it). */
const HANDOFF_KEY = '__carstrEarlySockets';

function handoff(): Map<string, EarlySocket> {
  return pageHandoff(HANDOFF_KEY, () => new Map<string, EarlySocket>());
}

/**
 * A boot REQ's event as the relay sent it: not verified yet (the app verifies everything it adopts). Returns
 * false when it wants no more (each watcher looks at a few events; the app reads them all anyway).
 */
export type UnverifiedBootEvent = (subscriptionId: string, event: unknown) => boolean;

const EVENT_MESSAGE = /^\[\s*"EVENT"/;

/** Hands an EVENT message to `onEvent`; false when `onEvent` wants no more. */
function observeEvent(data: string, onEvent: UnverifiedBootEvent): boolean {
  if (!EVENT_MESSAGE.test(data)) return true;
  try {
    const message: unknown = JSON.parse(data);
    if (Array.isArray(message) && typeof message[1] === 'string') return onEvent(message[1], message[2]);
  } catch {
    // Not JSON: the adopting connection reports it.
  }
  return true;
}

/**
 * Opens a socket to each relay (canonical URLs) now, sending `requests` when it opens, for the app to adopt.
 * `onEvent` sees each EVENT the relays send, before and after adoption, until it returns false: unverified,
 * so only for work that is harmless on a forged event (starting a download the page will want) or that checks
 * signatures itself (the boot cards). Never throws.
 */
export function openEarlySockets(
  relays: readonly string[],
  requests: readonly BootRequest[] = [],
  ttlMs = EARLY_SOCKET_TTL_MS,
  onEvent?: UnverifiedBootEvent,
): void {
  if (typeof WebSocket === 'undefined') return;
  const sockets = handoff();
  for (const url of relays) {
    if (sockets.has(url)) continue;
    let socket: WebSocket;
    try {
      socket = new WebSocket(url);
    } catch {
      continue;
    }
    const early: EarlySocket = { socket, received: [], requests: [...requests], stop: () => undefined };
    const buffer = (message: MessageEvent<unknown>) => {
      if (typeof message.data === 'string') early.received.push(message.data);
    };
    socket.addEventListener('message', buffer);
    // Watching is separate from buffering: it goes on after adoption, until the watcher has seen enough.
    if (onEvent !== undefined) {
      const watch = (message: MessageEvent<unknown>) => {
        if (typeof message.data === 'string' && !observeEvent(message.data, onEvent)) socket.removeEventListener('message', watch);
      };
      socket.addEventListener('message', watch);
    }
    // Registered before any listener of the adopting connection: on open the boot REQs go out first, whether
    // or not the socket was adopted meanwhile.
    socket.addEventListener('open', () => {
      for (const request of early.requests) socket.send(JSON.stringify(['REQ', request.id, ...request.filters]));
    }, { once: true });
    early.stop = () => socket.removeEventListener('message', buffer);
    sockets.set(url, early);
    setTimeout(() => {
      if (sockets.get(url) !== early) return;
      sockets.delete(url);
      early.stop();
      socket.close();
    }, ttlMs);
  }
}

/**
 * One more boot REQ on the early socket for `url` (a canonical URL), sent now or when it opens, for the app to
 * take over like the others: a REQ that depends on what a first one answered. False when there is no such
 * socket (another relay, or the app has adopted it already): the app will ask itself.
 */
export function sendEarlyRequest(url: string, request: BootRequest): boolean {
  if (typeof WebSocket === 'undefined') return false;
  const early = handoff().get(url);
  const readyState = early?.socket.readyState;
  if (early === undefined || (readyState !== WebSocket.CONNECTING && readyState !== WebSocket.OPEN)) return false;
  if (early.requests.some((sent) => sent.id === request.id)) return true;
  early.requests.push(request);
  if (readyState === WebSocket.OPEN) early.socket.send(JSON.stringify(['REQ', request.id, ...request.filters]));
  return true;
}

/**
 * The early socket for `url` if there is one that is still opening or open, with the messages it buffered
 * and its boot REQs (sent, or going out when it opens); it is removed from the handoff (adopted once).
 * Undefined otherwise: the caller opens its own.
 */
export function takeEarlySocket(url: string): AdoptedSocket | undefined {
  const sockets = handoff();
  const early = sockets.get(url);
  if (early === undefined) return undefined;
  sockets.delete(url);
  early.stop();
  const { readyState } = early.socket;
  if (readyState !== WebSocket.CONNECTING && readyState !== WebSocket.OPEN) return undefined;
  return { socket: early.socket, received: early.received, requests: early.requests };
}
