import type { AddressInfo } from 'node:net';

import { matchFilters, verifyEvent, type Filter, type NostrEvent } from 'nostr-tools';
import { WebSocketServer, type WebSocket } from 'ws';

/**
 * A scriptable relay for fault injection. It speaks just enough NIP-01 for the app's reads and publishes,
 * and each test decides what goes wrong: which frames to send (good events, forged copies, text that is not
 * JSON, binary), whether to answer CLOSED, challenge with AUTH, drop the socket or stay silent. Events are
 * served from a list the test hands in, so the relay's own storage can never hide a fault.
 */

export interface FaultClient {
  /** 0 for the first connection the relay accepted, 1 for the next, … */
  readonly index: number;
  /** The pubkey that authenticated on this connection with a valid NIP-42 event, if any. */
  authedPubkey: string | undefined;
  /** The challenge sent on this connection by `challenge()`. */
  readonly challenge: string | undefined;
  json(message: unknown): void;
  text(frame: string): void;
  binary(bytes: Uint8Array): void;
  /** Sends `['AUTH', challenge]` and remembers the challenge for `authProblem`. */
  sendChallenge(): void;
  /**
   * Every stored event matching the filters, newest first and within the filters' limits (or only the first
   * `max`), then EOSE unless told otherwise.
   */
  answer(subscriptionId: string, filters: Filter[], options?: { events?: NostrEvent[]; eose?: boolean; max?: number }): void;
  /** Ends the TCP connection without a closing handshake, as a crashing relay or a dropped network does. */
  drop(): void;
}

export interface FaultScript {
  /** The events the relay holds; `answer` serves them. */
  events?: NostrEvent[];
  connection?(client: FaultClient): void;
  /** Default: answer from `events`. */
  req?(client: FaultClient, subscriptionId: string, filters: Filter[]): void;
  /** Default: `OK true`. */
  event?(client: FaultClient, event: NostrEvent): void;
  /** Default: accept a valid NIP-42 event for this connection's challenge, refuse anything else. */
  auth?(client: FaultClient, event: NostrEvent): void;
  /** Called after the default AUTH handling accepted the connection's AUTH event. */
  authenticated?(client: FaultClient): void;
}

export interface FaultRelay {
  readonly url: string;
  readonly port: number;
  /** Every parsed client message, in arrival order, with the connection it came on. */
  readonly received: { client: number; message: unknown[] }[];
  /** How many connections have been accepted so far. */
  connections(): number;
  close(): Promise<void>;
}

/** What is wrong with a NIP-42 AUTH event for this challenge and relay, or undefined when it is valid. */
export function authProblem(event: NostrEvent, challenge: string | undefined, relayUrl: string): string | undefined {
  const tag = (name: string) => event.tags.find((candidate) => candidate[0] === name)?.[1];
  if (event.kind !== 22242) return `kind ${event.kind} is not 22242`;
  if (challenge === undefined || tag('challenge') !== challenge) return 'wrong challenge';
  if (tag('relay')?.replace(/\/$/, '') !== relayUrl.replace(/\/$/, '')) return `wrong relay tag ${tag('relay')}`;
  if (Math.abs(event.created_at - Date.now() / 1000) > 600) return 'created_at too far from now';
  return verifyEvent(event) ? undefined : 'bad signature';
}

function limited(events: NostrEvent[], filters: Filter[]): NostrEvent[] {
  const matching = events.filter((event) => matchFilters(filters, event)).toSorted((a, b) => b.created_at - a.created_at);
  const limit = filters.every((filter) => filter.limit !== undefined) ? filters.reduce((sum, filter) => sum + filter.limit!, 0) : Infinity;
  return matching.slice(0, limit);
}

export async function startFaultRelay(script: FaultScript = {}, options: { port?: number } = {}): Promise<FaultRelay> {
  const server = new WebSocketServer({ host: '127.0.0.1', port: options.port ?? 0 });
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve);
    server.once('error', reject);
  });
  const port = (server.address() as AddressInfo).port;
  const url = `ws://127.0.0.1:${port}`;
  const received: { client: number; message: unknown[] }[] = [];
  const sockets = new Set<WebSocket>();
  let accepted = 0;

  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => sockets.delete(socket));
    let challenge: string | undefined;
    const send = (data: string | Uint8Array) => {
      if (socket.readyState === socket.OPEN) socket.send(data);
    };
    const client: FaultClient = {
      index: accepted++,
      authedPubkey: undefined,
      get challenge() {
        return challenge;
      },
      json: (message) => send(JSON.stringify(message)),
      text: (frame) => send(frame),
      binary: (bytes) => send(bytes),
      sendChallenge: () => {
        challenge = crypto.randomUUID();
        send(JSON.stringify(['AUTH', challenge]));
      },
      answer: (subscriptionId, filters, answerOptions = {}) => {
        const events = limited(answerOptions.events ?? script.events ?? [], filters).slice(0, answerOptions.max);
        for (const event of events) send(JSON.stringify(['EVENT', subscriptionId, event]));
        if (answerOptions.eose !== false) send(JSON.stringify(['EOSE', subscriptionId]));
      },
      drop: () => socket.terminate(),
    };

    socket.on('message', (data, isBinary) => {
      let message: unknown;
      try {
        message = JSON.parse(isBinary ? '' : String(data));
      } catch {
        return;
      }
      if (!Array.isArray(message)) return;
      received.push({ client: client.index, message });
      const [type, first, ...rest] = message as [unknown, unknown, ...unknown[]];
      if (type === 'REQ' && typeof first === 'string') {
        const filters = rest as Filter[];
        if (script.req) script.req(client, first, filters);
        else client.answer(first, filters);
      } else if (type === 'EVENT') {
        const event = first as NostrEvent;
        if (script.event) script.event(client, event);
        else client.json(['OK', event.id, true, '']);
      } else if (type === 'AUTH') {
        const event = first as NostrEvent;
        if (script.auth) {
          script.auth(client, event);
          return;
        }
        const problem = authProblem(event, challenge, url);
        client.json(['OK', event.id, problem === undefined, problem === undefined ? '' : `restricted: ${problem}`]);
        if (problem !== undefined) return;
        client.authedPubkey = event.pubkey;
        script.authenticated?.(client);
      }
    });
    script.connection?.(client);
  });

  return {
    url,
    port,
    received,
    connections: () => accepted,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.terminate();
        server.close(() => resolve());
      }),
  };
}

/**
 * Starts one fault relay per script, named as the scripts are; if one fails to start, the ones already
 * running are closed before the error is passed on. `close()` closes them all.
 */
export async function startFaultRelays<K extends string>(scripts: Record<K, FaultScript>): Promise<{ relays: Record<K, FaultRelay>; close(): Promise<void> }> {
  const started: FaultRelay[] = [];
  const close = async () => {
    await Promise.all(started.map((relay) => relay.close()));
  };
  const relays = {} as Record<K, FaultRelay>;
  try {
    for (const name of Object.keys(scripts) as K[]) {
      const relay = await startFaultRelay(scripts[name]);
      started.push(relay);
      relays[name] = relay;
    }
  } catch (error) {
    await close();
    throw error;
  }
  return { relays, close };
}

/** A copy whose content and tags were changed after signing: its id and signature no longer match. */
export function forged(event: NostrEvent, changes: Partial<Pick<NostrEvent, 'content' | 'tags' | 'created_at' | 'pubkey'>>): NostrEvent {
  return { ...event, ...changes };
}

/** The same event with one signature digit changed: a correct id, an invalid Schnorr signature. */
export function withBadSignature(event: NostrEvent): NostrEvent {
  const last = event.sig.at(-1) === '0' ? '1' : '0';
  return { ...event, sig: `${event.sig.slice(0, -1)}${last}` };
}

/** The REQs clients sent, as [connection, subscription id, filters]. */
export function requests(relay: FaultRelay): { client: number; id: string; filters: Filter[] }[] {
  return relay.received
    .filter(({ message }) => message[0] === 'REQ')
    .map(({ client, message }) => ({ client, id: String(message[1]), filters: message.slice(2) as Filter[] }));
}
