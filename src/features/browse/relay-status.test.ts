import { describe, expect, it } from 'vitest';

import { summariseRelays } from './relay-status';

const A = 'wss://a.example';
const B = 'wss://b.example';
const C = 'wss://c.example';
const D = 'wss://d.example';

describe('summariseRelays', () => {
  it('counts answered and slow relays, names failures with their reason, and waits for the rest', () => {
    const summary = summariseRelays(
      [A, B, C, D],
      [
        {
          outcomes: [
            { relay: A, status: 'answered', received: 3, oldest: 1, elapsedMs: 120 },
            { relay: B, status: 'answered', received: 3, oldest: 1, elapsedMs: 4_000 },
            { relay: C, status: 'failed', reason: 'Could not connect' },
          ],
        },
      ],
    );
    expect(summary).toEqual({
      answered: 2,
      total: 4,
      relays: [
        { relay: A, state: 'answered' },
        { relay: B, state: 'slow' },
        { relay: C, state: 'failed', reason: 'Could not connect' },
        { relay: D, state: 'waiting' },
      ],
    });
  });

  it("takes each relay's latest page, and tells a relay that needs a login", () => {
    const summary = summariseRelays(
      [A, B],
      [
        { outcomes: [{ relay: A, status: 'failed', reason: 'Timed out' }, { relay: B, status: 'needs-login', reason: 'auth-required: members' }] },
        { outcomes: [{ relay: A, status: 'answered', received: 1, oldest: 1 }] },
      ],
    );
    expect(summary.answered).toBe(1);
    expect(summary.relays).toEqual([
      { relay: A, state: 'answered' },
      { relay: B, state: 'needs-login' },
    ]);
  });
});
