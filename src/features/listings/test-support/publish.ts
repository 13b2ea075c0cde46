import { NRelay1, type NostrEvent } from '@nostrify/nostrify';

/** Publishes events to the test relay and waits for each OK (NRelay1 throws on OK false). */
export async function publishToRelay(relayUrl: string, events: readonly NostrEvent[]): Promise<void> {
  const relay = new NRelay1(relayUrl, { backoff: false, idleTimeout: false });
  try {
    for (const event of events) await relay.event(event, { signal: AbortSignal.timeout(10_000) });
  } finally {
    await relay.close();
  }
}
