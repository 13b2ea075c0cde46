import { finalizeEvent, generateSecretKey, verifyEvent } from 'nostr-tools/pure';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import type { NostrEvent } from '@/nostr/event';

import { signatureChecker } from './signature-check';

/** nostr-tools' full check, counted. */
const fullChecks = vi.fn((event: NostrEvent) => verifyEvent(event));

/** A signed event as a relay delivers it: plain JSON, without nostr-tools' mark of an event it signed. */
function signed(content: string): NostrEvent {
  return JSON.parse(JSON.stringify(finalizeEvent({ kind: 1, created_at: 1_700_000_000, tags: [], content }, generateSecretKey()))) as NostrEvent;
}
const copy = (event: NostrEvent, change: Partial<NostrEvent> = {}): NostrEvent => ({ ...(JSON.parse(JSON.stringify(event)) as NostrEvent), ...change });

describe('signatureChecker', () => {
  beforeEach(() => {
    fullChecks.mockClear();
  });

  it('verifies a signature once: the same event again has only its id hash checked', () => {
    const check = signatureChecker(fullChecks);
    const event = signed('hello');
    expect(check(copy(event), false)).toBe(true);
    expect(check(copy(event), false)).toBe(true);
    expect(fullChecks).toHaveBeenCalledTimes(1);
  });

  it('refuses a body changed under an id and signature it found valid', () => {
    const check = signatureChecker(fullChecks);
    const event = signed('hello');
    expect(check(copy(event), false)).toBe(true);
    expect(check(copy(event, { content: 'FORGED' }), false)).toBe(false);
  });

  it('refuses a bad signature every time, and does not remember it', () => {
    const check = signatureChecker(fullChecks);
    const event = signed('hello');
    const other = signed('other');
    const forged = copy(event, { sig: other.sig });
    expect(check(forged, false)).toBe(false);
    expect(check(copy(forged), false)).toBe(false);
    expect(fullChecks).toHaveBeenCalledTimes(2);
    expect(check(copy(event), false)).toBe(true);
  });

  it('checks only the hash when the caller has seen the signature verified, and survives malformed events', () => {
    const check = signatureChecker(fullChecks);
    const event = signed('hello');
    expect(check(copy(event), true)).toBe(true);
    expect(check(copy(event, { content: 'changed' }), true)).toBe(false);
    expect(fullChecks).not.toHaveBeenCalled();
    expect(check({ ...copy(event), tags: 'not tags' } as unknown as NostrEvent, false)).toBe(false);
  });
});
