import { describe, expect, it } from 'vitest';

import { COMPARE_LIMIT, parseTray } from './compare-tray-store';

const key = (n: number) => n.toString(16).padStart(64, '0');

describe('parseTray', () => {
  it('keeps valid, distinct entries up to the limit', () => {
    const entries = [1, 2, 2, 3, 4, 5].map((n) => ({ pubkey: key(n), d: `car-${n}` }));
    expect(parseTray(JSON.stringify(entries))).toEqual([1, 2, 3, 4].map((n) => ({ pubkey: key(n), d: `car-${n}` })));
    expect(COMPARE_LIMIT).toBe(4);
  });

  it('drops anything else: bad JSON, wrong types, foreign fields, huge d', () => {
    expect(parseTray(null)).toEqual([]);
    expect(parseTray('{')).toEqual([]);
    expect(parseTray('{"pubkey":1}')).toEqual([]);
    const hostile = [{ pubkey: 'npub1x', d: 'a' }, { pubkey: key(1), d: 7 }, { pubkey: key(1), d: 'x'.repeat(600) }, { pubkey: key(2), d: 'ok', extra: '<script>' }];
    expect(parseTray(JSON.stringify(hostile))).toEqual([{ pubkey: key(2), d: 'ok' }]);
  });
});
