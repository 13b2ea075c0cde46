import type { NostrEvent } from './event';
import { isFrameWithinLimits, nowSeconds, readRelayEvent } from './event-limits';

/** The relay-to-client messages the client acts on (NIP-01, NIP-42, NIP-45). Anything else is ignored by callers. */
export type ReadMessage =
  | { type: 'EVENT'; subscriptionId: string; event: NostrEvent }
  /**
   * An EVENT for this subscription that was dropped (over the limits, dated too far ahead, not NIP-01
   * shaped): most readers ignore it, but a read before an edit of the user's own list must not take "dropped"
   * for "none" (docs/architecture.md §16).
   */
  | { type: 'REFUSED'; subscriptionId: string }
  | { type: 'EOSE'; subscriptionId: string }
  | { type: 'CLOSED'; subscriptionId: string; reason: string }
  | { type: 'NOTICE'; message: string }
  /** NIP-42: the relay asks the client to authenticate with this challenge. */
  | { type: 'AUTH'; challenge: string }
  /** The relay's answer to an EVENT or AUTH the client sent. */
  | { type: 'OK'; eventId: string; accepted: boolean; reason: string }
  /** NIP-45: the answer to a COUNT request. */
  | { type: 'COUNT'; subscriptionId: string; count: number; approximate?: boolean };

/** The start of an EVENT frame, read without parsing the (oversized) rest: its subscription id. */
const OVERSIZED_EVENT_PREFIX = /^\s*\[\s*"EVENT"\s*,\s*"([^"\\]{1,64})"/;

/**
 * Parses one text frame from a relay. Returns undefined for anything malformed (not JSON, unknown type,
 * wrong field types, an event that is not NIP-01 shaped): the caller ignores it, as docs/product.md §4 asks.
 * Equivalent to the EVENT/EOSE/CLOSED/NOTICE/AUTH/OK cases of Nostrify's `NSchema.relayMsg()`, without zod.
 * The limits on relay data apply here, the one place a relay's frames enter the app (docs/architecture.md §5):
 * an oversized frame is not parsed at all, and an EVENT carries the event `readRelayEvent` rebuilt, or is
 * ignored (too large, dated more than 15 minutes after `now`, in seconds).
 */
export function parseReadMessage(text: string, now: number = nowSeconds()): ReadMessage | undefined {
  if (!isFrameWithinLimits(text)) {
    const subscriptionId = OVERSIZED_EVENT_PREFIX.exec(text.slice(0, 200))?.[1];
    return subscriptionId === undefined ? undefined : { type: 'REFUSED', subscriptionId };
  }
  let message: unknown;
  try {
    message = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (!Array.isArray(message)) return undefined;
  const [type, first, second] = message as unknown[];
  if (type === 'NOTICE') return typeof first === 'string' ? { type, message: first } : undefined;
  if (type === 'AUTH') return typeof first === 'string' ? { type, challenge: first } : undefined;
  if (typeof first !== 'string') return undefined;
  switch (type) {
    case 'EVENT': {
      const event = readRelayEvent(second, now);
      return event === undefined ? { type: 'REFUSED', subscriptionId: first } : { type, subscriptionId: first, event };
    }
    case 'EOSE':
      return { type, subscriptionId: first };
    case 'CLOSED':
      return typeof second === 'string' ? { type, subscriptionId: first, reason: second } : undefined;
    case 'COUNT': {
      if (typeof second !== 'object' || second === null) return undefined;
      const { count, approximate } = second as { count?: unknown; approximate?: unknown };
      if (typeof count !== 'number' || !Number.isInteger(count) || count < 0) return undefined;
      return typeof approximate === 'boolean' ? { type, subscriptionId: first, count, approximate } : { type, subscriptionId: first, count };
    }
    case 'OK': {
      const reason = (message as unknown[])[3];
      return typeof second === 'boolean' && typeof reason === 'string' ? { type, eventId: first, accepted: second, reason } : undefined;
    }
    default:
      return undefined;
  }
}
