import { finalizeEvent, generateSecretKey, getPublicKey, type EventTemplate, type VerifiedEvent } from 'nostr-tools';
import { WebSocket } from 'ws';

/** A test identity: a fresh secret key and its public key. */
export function newKeys() {
  const secretKey = generateSecretKey();
  return { secretKey, pubkey: getPublicKey(secretKey) };
}

export function sign(template: Partial<EventTemplate> & { kind: number }, secretKey: Uint8Array): VerifiedEvent {
  return finalizeEvent(
    { created_at: Math.floor(Date.now() / 1000), tags: [], content: '', ...template },
    secretKey,
  );
}

/** Publishes events to a relay and waits for each OK; throws on OK false or after 10 s. */
export async function publishEvents(relayUrl: string, events: VerifiedEvent[]): Promise<void> {
  const socket = new WebSocket(relayUrl);
  try {
    await new Promise<void>((resolve, reject) => {
      socket.once('open', () => resolve());
      socket.once('error', reject);
    });
    const pending = new Map<string, { resolve: () => void; reject: (error: Error) => void }>();
    socket.on('message', (data) => {
      const message: unknown = JSON.parse(String(data));
      if (!Array.isArray(message) || message[0] !== 'OK') return;
      const waiter = pending.get(String(message[1]));
      if (!waiter) return;
      if (message[2] === true) waiter.resolve();
      else waiter.reject(new Error(`Relay refused ${String(message[1])}: ${String(message[3])}`));
    });
    await Promise.all(
      events.map(
        (event) =>
          new Promise<void>((resolve, reject) => {
            const timer = setTimeout(() => reject(new Error(`No OK for ${event.id}`)), 10_000);
            pending.set(event.id, {
              resolve: () => {
                clearTimeout(timer);
                resolve();
              },
              reject: (error) => {
                clearTimeout(timer);
                reject(error);
              },
            });
            socket.send(JSON.stringify(['EVENT', event]));
          }),
      ),
    );
  } finally {
    socket.close();
  }
}

/** Reads events from a relay with a separate client (REQ until EOSE, 10 s limit). */
export async function queryEvents(relayUrl: string, filter: Record<string, unknown>): Promise<VerifiedEvent[]> {
  const socket = new WebSocket(relayUrl);
  try {
    await new Promise<void>((resolve, reject) => {
      socket.once('open', () => resolve());
      socket.once('error', reject);
    });
    return await new Promise<VerifiedEvent[]>((resolve, reject) => {
      const events: VerifiedEvent[] = [];
      const timer = setTimeout(() => reject(new Error('No EOSE within 10 s')), 10_000);
      socket.on('message', (data) => {
        const message: unknown = JSON.parse(String(data));
        if (!Array.isArray(message) || message[1] !== 'q') return;
        if (message[0] === 'EVENT') events.push(message[2] as VerifiedEvent);
        if (message[0] === 'EOSE' || message[0] === 'CLOSED') {
          clearTimeout(timer);
          resolve(events);
        }
      });
      socket.send(JSON.stringify(['REQ', 'q', filter]));
    });
  } finally {
    socket.close();
  }
}
