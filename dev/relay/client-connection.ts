import type { Filter, NostrEvent } from 'nostr-tools';
import type { RawData, WebSocket } from 'ws';

import type { CarstrEventRepository } from './carstr-event-repository';
import { ClientOutput } from './client-output';
import { countEvents } from './count';
import { errorText } from './error-text';
import type { EventIntake } from './event-intake';
import { findForFilters } from './find-for-filters';
import { MessageRate } from './message-rate';
import { AUTH_REASONS, authEventProblem, giftWrapsNeedAuth, mayDeliver, newChallenge } from './nip42-auth';
import { parseClientMessage, type ClientMessage, type ParsedClientMessage } from './parse-client-message';
import { RELAY_LIMITS, type AbuseLimits } from './relay-limits';
import type { Subscriber, SubscriptionRegistry } from './subscription-registry';
import { claimedEventId } from './validate-event';
import { validateFilters } from './validate-filter';

export interface ConnectionServices {
  intake: EventIntake;
  repository: CarstrEventRepository;
  registry: SubscriptionRegistry;
  limits: AbuseLimits;
  /** Whether NIP-50 `search` is served; when false it is dropped from filters, as many relays ignore it. */
  search?: boolean;
  /** Told every REQ's filters as the client sent them (tests assert on what the app asked). */
  onRequest?: (filters: readonly unknown[]) => void;
}

/** A filter without its `search` field, for a relay that does not implement NIP-50. */
function withoutSearch(input: unknown): unknown {
  if (typeof input !== 'object' || input === null || !('search' in input)) return input;
  const { search: _ignored, ...rest } = input as Record<string, unknown>;
  return rest;
}

function toBuffer(data: RawData): Buffer {
  if (Buffer.isBuffer(data)) return data;
  return Array.isArray(data) ? Buffer.concat(data) : Buffer.from(data);
}

function subscriptionIdProblem(id: string): string | null {
  if (id.length === 0 || id.length > RELAY_LIMITS.maxSubidLength) {
    return `invalid: subscription id must be 1 to ${RELAY_LIMITS.maxSubidLength} characters`;
  }
  return null;
}

/**
 * One client's WebSocket: turns frames into replies. Messages are handled one at a time in arrival
 * order, so a client that sends EVENT then REQ sees its event, and a CLOSE never overtakes its REQ.
 * Whatever goes wrong while handling a message ends as an OK/CLOSED/NOTICE, never as an exception.
 * Per-connection caps (docs/architecture.md §12): open subscriptions, messages per second (a message
 * over the rate is answered `rate-limited:` without being handled) and bytes waiting to be sent.
 */
export class ClientConnection implements Subscriber {
  private readonly output: ClientOutput;
  private readonly services: ConnectionServices;
  private readonly rate: MessageRate;
  private queue: Promise<void> = Promise.resolve();
  /** NIP-42: this connection's challenge (sent when something needs it) and the keys it proved. */
  private readonly challenge = newChallenge();
  private challengeSent = false;
  private readonly authenticated = new Set<string>();
  /** The Host header of the upgrade request: an AUTH event's `relay` tag must name it. */
  private readonly requestHost: string | undefined;

  constructor(socket: WebSocket, services: ConnectionServices, requestHost?: string) {
    this.services = services;
    this.requestHost = requestHost;
    this.rate = new MessageRate(services.limits.messagesPerSecond, services.limits.messageBurst);
    this.output = new ClientOutput(socket, services.limits, () => services.registry.remove(this));
  }

  /** Gift wraps go only to a connection authenticated as their recipient; everything else to anyone. */
  mayReceive(event: NostrEvent): boolean {
    return mayDeliver(event, this.authenticated);
  }

  private sendChallenge(): void {
    if (this.challengeSent) return;
    this.challengeSent = true;
    this.send(['AUTH', this.challenge]);
  }

  private handleAuth(event: unknown): void {
    const eventId = claimedEventId(event);
    const problem = this.challengeSent ? authEventProblem(event, this.challenge, this.requestHost, Math.floor(Date.now() / 1000)) : 'invalid: no AUTH challenge was sent on this connection';
    if (problem === undefined) this.authenticated.add((event as NostrEvent).pubkey);
    if (eventId === null) this.send(['NOTICE', problem ?? 'invalid: AUTH event has no id']);
    else this.send(['OK', eventId, problem === undefined, problem ?? '']);
  }

  send(message: readonly unknown[]): void {
    this.output.send(message);
  }

  receive(data: RawData, isBinary: boolean): void {
    // Counted on arrival, so a flood is refused without waiting behind the work it would cause; a refused
    // frame is read at once and only its small answer waits in the queue, not the frame itself.
    const task = this.rate.take() ? () => this.handleFrame(data, isBinary) : this.overRate(isBinary ? null : parseClientMessage(toBuffer(data).toString('utf8')));
    this.queue = this.queue.then(task).catch((error: unknown) => this.send(['NOTICE', `error: ${errorText(error)}`]));
  }

  /** What to do, in turn, with a message over the rate: answer it `rate-limited:` without handling it. */
  private overRate(parsed: ParsedClientMessage | null): () => void {
    const message = parsed?.ok === true ? parsed.message : null;
    // Closing frees the relay's resources: it is honoured even over the rate.
    if (message?.type === 'CLOSE') return () => this.services.registry.close(this, message.subscriptionId);
    const { messagesPerSecond, messageBurst } = this.services.limits;
    return () => this.refuse(message, `rate-limited: more than ${messagesPerSecond} messages a second (bursts of ${messageBurst}); slow down`);
  }

  private async handleFrame(data: RawData, isBinary: boolean): Promise<void> {
    if (isBinary) {
      this.send(['NOTICE', 'invalid: binary messages are not supported, send JSON text']);
      return;
    }
    const bytes = toBuffer(data);
    const parsed = parseClientMessage(bytes.toString('utf8'));
    if (bytes.length > RELAY_LIMITS.maxMessageLength) {
      // Still answered with OK false or CLOSED, so a publishing client is not left waiting.
      this.refuse(parsed.ok ? parsed.message : null, `invalid: message is larger than ${RELAY_LIMITS.maxMessageLength} bytes`);
      return;
    }
    if (!parsed.ok) {
      this.send(['NOTICE', parsed.notice]);
      return;
    }
    await this.handleMessage(parsed.message);
  }

  /** Answers a message it will not handle the way its sender waits for: OK false, CLOSED, else NOTICE. */
  private refuse(message: ClientMessage | null, reason: string): void {
    const eventId = message?.type === 'EVENT' || message?.type === 'AUTH' ? claimedEventId(message.event) : null;
    if (eventId !== null) {
      this.send(['OK', eventId, false, reason]);
    } else if (message?.type === 'REQ' || message?.type === 'COUNT') {
      if (message.type === 'REQ') this.services.registry.close(this, message.subscriptionId);
      this.send(['CLOSED', message.subscriptionId, reason]);
    } else {
      this.send(['NOTICE', reason]);
    }
  }

  private async handleMessage(message: ClientMessage): Promise<void> {
    switch (message.type) {
      case 'EVENT': {
        const result = await this.services.intake.submit(message.event);
        if (result.eventId === null) this.send(['NOTICE', result.reason]);
        else this.send(['OK', result.eventId, result.accepted, result.reason]);
        return;
      }
      case 'REQ':
        return this.handleReq(message.subscriptionId, message.filters);
      case 'COUNT':
        return this.handleCount(message.subscriptionId, message.filters);
      case 'CLOSE':
        this.services.registry.close(this, message.subscriptionId);
        return;
      case 'AUTH':
        this.handleAuth(message.event);
        return;
    }
  }

  /** Validated filters, or null after telling the client (CLOSED) why there are none. */
  private filtersOrClose(subscriptionId: string, inputs: unknown[]): Filter[] | null {
    const problem = subscriptionIdProblem(subscriptionId);
    const validation = problem ? { ok: false as const, reason: problem } : validateFilters(inputs);
    if (validation.ok) return validation.filters;
    this.send(['CLOSED', subscriptionId, validation.reason]);
    return null;
  }

  private async handleReq(subscriptionId: string, sent: unknown[]): Promise<void> {
    const { registry, repository } = this.services;
    this.services.onRequest?.(sent);
    const inputs = this.services.search === false ? sent.map(withoutSearch) : sent;
    const filters = this.filtersOrClose(subscriptionId, inputs);
    if (!filters) {
      // A refused REQ also ends an earlier subscription with the same id: the client saw CLOSED.
      registry.close(this, subscriptionId);
      return;
    }
    if (giftWrapsNeedAuth(filters, this.authenticated)) {
      registry.close(this, subscriptionId);
      this.sendChallenge();
      this.send(['CLOSED', subscriptionId, AUTH_REASONS.giftWrapsNeedAuth]);
      return;
    }
    // Live delivery starts before the stored read so nothing published meanwhile falls in between.
    const subscription = registry.open(this, subscriptionId, filters);
    if (!subscription) {
      const max = RELAY_LIMITS.maxSubscriptions;
      const reason = `rate-limited: too many open subscriptions (max ${max}), CLOSE some first`;
      this.send(['CLOSED', subscriptionId, reason]);
      return;
    }
    try {
      const stored = await findForFilters(repository, filters);
      for (const event of stored) {
        if (!this.output.open) return;
        if (!subscription.liveIdsBeforeEose?.has(event.id) && this.mayReceive(event)) await this.output.sendPaced(['EVENT', subscriptionId, event]);
      }
      subscription.liveIdsBeforeEose = null;
      this.send(['EOSE', subscriptionId]);
    } catch (error) {
      registry.close(this, subscriptionId);
      this.send(['CLOSED', subscriptionId, `error: ${errorText(error)}`]);
    }
  }

  /** NIP-45 COUNT, under the same NIP-42 rule as REQ: gift wraps are counted only for their recipient. */
  private async handleCount(subscriptionId: string, inputs: unknown[]): Promise<void> {
    const filters = this.filtersOrClose(subscriptionId, inputs);
    if (!filters) return;
    if (giftWrapsNeedAuth(filters, this.authenticated)) {
      this.sendChallenge();
      this.send(['CLOSED', subscriptionId, AUTH_REASONS.giftWrapsNeedAuth]);
      return;
    }
    try {
      this.send(['COUNT', subscriptionId, await countEvents(this.services.repository, filters, (event) => this.mayReceive(event))]);
    } catch (error) {
      this.send(['CLOSED', subscriptionId, `error: ${errorText(error)}`]);
    }
  }
}
