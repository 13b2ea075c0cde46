import { pageHandoff } from '@/lib/page-handoff';
import type { NostrEvent } from '@/nostr/event';
import { isFrameWithinLimits, nowSeconds, readRelayEvent } from '@/nostr/event-limits';

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
  /** Text messages received before adoption, in order (less a refusal the boot script has had answered). */
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
 * A boot REQ's event, not verified yet (the app verifies everything it adopts), but within the limits on
 * relay data and with its NIP-01 fields only (`readRelayEvent`, docs/architecture.md §5), as the app's own
 * intake would have it. Returns false when it wants no more (each watcher looks at a few events; the app reads
 * them all anyway).
 */
export type UnverifiedBootEvent = (subscriptionId: string, event: unknown) => boolean;

const EVENT_MESSAGE = /^\[\s*"EVENT"/;
/** The relay messages the boot script's own NIP-42 answer reads (never the stream of EVENTs). */
const AUTH_FLOW_MESSAGE = /^\[\s*"(AUTH|OK|CLOSED)"/;
const CLOSED_MESSAGE = /^\[\s*"CLOSED"/;
const AUTH_REQUIRED = 'auth-required:';

/**
 * Signs the NIP-42 answer to `challenge` from `relay` for the boot script (with the signed-in key, off the
 * main thread: features/messages' gift-wrap worker). Rejects when it cannot.
 */
export type EarlyAuthAnswer = (relay: string, challenge: string) => Promise<NostrEvent>;

/**
 * Hands an EVENT message's event to `onEvent` when it is within the limits on relay data (an oversized frame
 * is not even parsed); false when `onEvent` wants no more.
 */
function observeEvent(data: string, onEvent: UnverifiedBootEvent): boolean {
  if (!EVENT_MESSAGE.test(data) || !isFrameWithinLimits(data)) return true;
  try {
    const message: unknown = JSON.parse(data);
    if (!Array.isArray(message) || typeof message[1] !== 'string') return true;
    const event = readRelayEvent(message[2], nowSeconds());
    if (event !== undefined) return onEvent(message[1], event);
  } catch {
    // Not JSON: the adopting connection reports it.
  }
  return true;
}

/**
 * Answers the relay's AUTH challenge on an early socket with `answer` once the relay has refused a boot REQ
 * with `auth-required:` (never for the challenge alone, docs/architecture.md §5), and once the relay has
 * accepted it, asks again each boot REQ it had refused (dropping that refusal from what the app will be
 * handed: the app then takes over a REQ that is being served). The early sockets are the read relays, the
 * user's own. Stops with the buffering, at adoption: from then on the app's connection answers itself.
 */
function authenticateEarly(url: string, early: EarlySocket, answer: EarlyAuthAnswer): () => void {
  const { socket } = early;
  let authId: string | undefined;
  let accepted = false;
  let answering = false;
  let challenge: string | undefined;
  const refused = new Set<string>();
  const answerChallenge = () => {
    if (answering || challenge === undefined || refused.size === 0) return;
    answering = true;
    answer(url, challenge).then(
      (event) => {
        if (handoff().get(url) !== early || socket.readyState !== WebSocket.OPEN) return;
        authId = event.id;
        socket.send(JSON.stringify(['AUTH', event]));
      },
      () => undefined,
    );
  };
  const askAgain = (id: string) => {
    const request = early.requests.find((sent) => sent.id === id);
    if (request === undefined) return;
    early.received = early.received.filter((data) => !(CLOSED_MESSAGE.test(data) && data.includes(JSON.stringify(id))));
    socket.send(JSON.stringify(['REQ', request.id, ...request.filters]));
  };
  const onMessage = (message: MessageEvent<unknown>) => {
    if (typeof message.data !== 'string' || !AUTH_FLOW_MESSAGE.test(message.data) || !isFrameWithinLimits(message.data)) return;
    let parsed: unknown;
    try {
      parsed = JSON.parse(message.data);
    } catch {
      return;
    }
    if (!Array.isArray(parsed)) return;
    const [type, first, second] = parsed as unknown[];
    if (type === 'AUTH' && typeof first === 'string' && challenge === undefined) {
      challenge = first;
      answerChallenge();
    } else if (type === 'CLOSED' && typeof first === 'string' && typeof second === 'string' && second.startsWith(AUTH_REQUIRED)) {
      if (accepted) {
        askAgain(first);
      } else {
        refused.add(first);
        answerChallenge();
      }
    } else if (type === 'OK' && first === authId && second === true) {
      accepted = true;
      for (const id of refused) askAgain(id);
      refused.clear();
    }
  };
  socket.addEventListener('message', onMessage);
  return () => socket.removeEventListener('message', onMessage);
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
  answerAuth?: EarlyAuthAnswer,
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
    // An oversized frame is not kept for the app, which would drop it unread anyway (docs/architecture.md §5).
    const buffer = (message: MessageEvent<unknown>) => {
      if (typeof message.data === 'string' && isFrameWithinLimits(message.data)) early.received.push(message.data);
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
    const stopAuthenticating = answerAuth === undefined ? undefined : authenticateEarly(url, early, answerAuth);
    early.stop = () => {
      socket.removeEventListener('message', buffer);
      stopAuthenticating?.();
    };
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
