import type { NostrEvent, NostrFilter } from '@nostrify/nostrify';
import { WebSocket } from 'ws';

/** The events `relayUrl` holds for `filter` (one REQ, until EOSE): how the bench picks what to open. */
export function queryRelay(relayUrl: string, filter: NostrFilter, timeoutMs = 10_000): Promise<NostrEvent[]> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(relayUrl);
    const events: NostrEvent[] = [];
    const timer = setTimeout(() => {
      socket.close();
      reject(new Error(`no EOSE from ${relayUrl} within ${timeoutMs} ms`));
    }, timeoutMs);
    socket.once('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    socket.once('open', () => socket.send(JSON.stringify(['REQ', 'bench', filter])));
    socket.on('message', (data) => {
      const message = JSON.parse(String(data)) as unknown[];
      if (message[0] === 'EVENT') events.push(message[2] as NostrEvent);
      if (message[0] !== 'EOSE') return;
      clearTimeout(timer);
      socket.close();
      resolve(events);
    });
  });
}
