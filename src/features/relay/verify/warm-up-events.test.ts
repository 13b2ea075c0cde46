import { verifyEvent } from 'nostr-tools/pure';
import { describe, expect, it } from 'vitest';

import { parseListing } from '@/nostr/listing';

import { warmUpEvent } from './warm-up-events';

describe('the verification worker’s warm-up events', () => {
  it('are valid listings by three different keys, a fresh object each time', () => {
    const events = [0, 1, 2, 3].map(warmUpEvent);
    for (const event of events) expect(verifyEvent(event)).toBe(true);
    // Shaped like the grid's events: the worker warms up the paths a real listing takes.
    for (const event of events) expect(parseListing(event)).not.toBeNull();
    expect(new Set(events.slice(0, 3).map((event) => event.pubkey)).size).toBe(3);
    expect(events[3]).toEqual(events[0]);
    expect(events[3]).not.toBe(events[0]);
  });
});
