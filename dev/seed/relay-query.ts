import type { NostrEvent } from 'nostr-tools/pure';
import { WebSocket } from 'ws';

/**
 * One-shot NIP-01 read for tests and scripts: opens a socket, sends a REQ, collects events until EOSE,
 * then closes. Throws on CLOSED, a connection error or no EOSE within the timeout.
 */
export function queryRelay(
  relayUrl: string,
  filter: Record<string, unknown>,
  timeoutMs = 5_000,
): Promise<NostrEvent[]> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(relayUrl);
    const subscriptionId = `seed-check-${Math.random().toString(36).slice(2, 10)}`;
    const events: NostrEvent[] = [];

    const finish = (error?: Error): void => {
      clearTimeout(timer);
      socket.removeAllListeners('message');
      socket.on('error', () => undefined);
      if (socket.readyState === WebSocket.OPEN) socket.close();
      else socket.terminate();
      if (error) reject(error);
      else resolve(events);
    };
    const timer = setTimeout(() => finish(new Error(`No EOSE from ${relayUrl} within ${timeoutMs} ms`)), timeoutMs);

    socket.once('error', (error) => finish(error));
    socket.once('open', () => socket.send(JSON.stringify(['REQ', subscriptionId, filter])));
    socket.on('message', (data) => {
      const message: unknown = JSON.parse(data.toString());
      if (!Array.isArray(message) || message[1] !== subscriptionId) return;
      if (message[0] === 'EVENT') events.push(message[2] as NostrEvent);
      if (message[0] === 'EOSE') {
        socket.send(JSON.stringify(['CLOSE', subscriptionId]));
        finish();
      }
      if (message[0] === 'CLOSED') finish(new Error(`Relay closed the query: ${String(message[2])}`));
    });
  });
}
