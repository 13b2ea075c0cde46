import type { NostrEvent } from 'nostr-tools/pure';
import { WebSocket, type RawData } from 'ws';

/**
 * Publishes events to any NIP-01 relay over one plain WebSocket: each EVENT waits for its OK before the
 * next is sent, so replies always reach the relay after the comment they answer. Fails loudly: a
 * rejected event (OK false), a missing OK within the timeout or a dropped connection throws.
 */

export const DEFAULT_PUBLISH_TIMEOUT_MS = 10_000;

export interface PublishOptions {
  /** How long to wait for the connection and for each OK. Default 10 s. */
  timeoutMs?: number;
  /** Receives relay NOTICEs. */
  log?: (line: string) => void;
}

export async function publishEvents(
  relayUrl: string,
  events: readonly NostrEvent[],
  options: PublishOptions = {},
): Promise<void> {
  const timeoutMs = options.timeoutMs ?? DEFAULT_PUBLISH_TIMEOUT_MS;
  const log = options.log ?? ((): void => undefined);
  const socket = new WebSocket(relayUrl);
  // Without a listener an 'error' event would crash the process; failures surface through the promises.
  socket.on('error', () => undefined);
  // Listening before 'open': a greeting NOTICE can arrive in the same network read as the handshake.
  socket.on('message', (data) => {
    const message = parseMessage(data.toString());
    if (message?.[0] === 'NOTICE') log(`relay notice: ${String(message[1])}`);
  });
  try {
    await waitForOpen(socket, relayUrl, timeoutMs);
    for (const event of events) await publishOne(socket, event, timeoutMs);
  } finally {
    await closeSocket(socket);
  }
}

function publishOne(socket: WebSocket, event: NostrEvent, timeoutMs: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const finish = (error?: Error): void => {
      clearTimeout(timer);
      socket.off('message', onMessage);
      socket.off('close', onClose);
      if (error) reject(error);
      else resolve();
    };
    const onMessage = (data: RawData): void => {
      const message = parseMessage(data.toString());
      if (message?.[0] !== 'OK' || message[1] !== event.id) return;
      if (message[2] === true) finish();
      else finish(new Error(`Relay rejected kind-${event.kind} event ${event.id}: ${String(message[3] ?? '')}`));
    };
    const onClose = (): void => finish(new Error(`Relay closed the connection before accepting event ${event.id}`));
    const timer = setTimeout(
      () => finish(new Error(`No OK from the relay for kind-${event.kind} event ${event.id} within ${timeoutMs} ms`)),
      timeoutMs,
    );
    socket.on('message', onMessage);
    socket.on('close', onClose);
    socket.send(JSON.stringify(['EVENT', event]));
  });
}

function waitForOpen(socket: WebSocket, relayUrl: string, timeoutMs: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const finish = (error?: Error): void => {
      clearTimeout(timer);
      socket.off('open', onOpen);
      socket.off('error', onError);
      if (error) reject(error);
      else resolve();
    };
    const onOpen = (): void => finish();
    const onError = (error: Error): void => finish(new Error(`Cannot connect to relay ${relayUrl}: ${error.message}`));
    const timer = setTimeout(
      () => finish(new Error(`Connecting to relay ${relayUrl} timed out after ${timeoutMs} ms`)),
      timeoutMs,
    );
    socket.on('open', onOpen);
    socket.on('error', onError);
  });
}

/** Closes politely, but never waits more than a second for the relay's close frame. */
function closeSocket(socket: WebSocket): Promise<void> {
  if (socket.readyState === WebSocket.CLOSED) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      socket.terminate();
      resolve();
    }, 1_000);
    socket.once('close', () => {
      clearTimeout(timer);
      resolve();
    });
    if (socket.readyState === WebSocket.CONNECTING) socket.terminate();
    else socket.close();
  });
}

function parseMessage(text: string): unknown[] | null {
  try {
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed) ? parsed : null;
  } catch {
    return null;
  }
}
