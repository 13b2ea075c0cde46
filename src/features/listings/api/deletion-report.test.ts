import { describe, expect, it } from 'vitest';

import { deletedSomewhere, failedRelays, mergeResults, type DeletionReport } from './useListingDeletion';

const report: DeletionReport = {
  event: undefined,
  message: undefined,
  results: [
    { relay: 'wss://a.example', ok: true },
    { relay: 'wss://b.example', ok: false, reason: 'blocked: nope' },
    { relay: 'wss://c.example', ok: false, reason: 'timeout' },
  ],
};

describe('deletion report', () => {
  it('retries only the relays that failed', () => {
    expect(failedRelays(report)).toEqual(['wss://b.example', 'wss://c.example']);
    expect(failedRelays(undefined)).toEqual([]);
  });

  it('puts the answers of a retry in place of the earlier ones, in the same order', () => {
    const merged = mergeResults(report.results, [{ relay: 'wss://c.example', ok: true }]);
    expect(merged).toEqual([
      { relay: 'wss://a.example', ok: true },
      { relay: 'wss://b.example', ok: false, reason: 'blocked: nope' },
      { relay: 'wss://c.example', ok: true },
    ]);
  });

  it('counts as deleted once any relay accepted', () => {
    expect(deletedSomewhere(report)).toBe(true);
    expect(deletedSomewhere({ ...report, results: report.results.slice(1) })).toBe(false);
    expect(deletedSomewhere(undefined)).toBe(false);
  });
});
