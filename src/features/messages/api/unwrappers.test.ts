import { describe, expect, it } from 'vitest';

import { unwrapWorkerCount } from './unwrappers';

describe('unwrapWorkerCount', () => {
  it('leaves the page a core, uses at least one, never more than four', () => {
    expect([1, 2, 3, 4, 8, 16].map(unwrapWorkerCount)).toEqual([1, 1, 2, 3, 4, 4]);
    expect([undefined, 0, Number.NaN].map(unwrapWorkerCount)).toEqual([1, 1, 1]);
  });
});
