import { describe, expect, it, vi } from 'vitest';

import { afterNextPaint } from './after-paint';
import { pageHandoff } from './page-handoff';

describe('pageHandoff', () => {
  it('creates the shared state once, for whichever side asks first', () => {
    const create = vi.fn(() => ({ count: 0 }));
    const first = pageHandoff('__carstrTestHandoff', create);
    first.count += 1;
    expect(pageHandoff('__carstrTestHandoff', create)).toBe(first);
    expect(create).toHaveBeenCalledTimes(1);
  });
});

describe('afterNextPaint', () => {
  it('runs once, in a later task, unless cancelled first', async () => {
    const ran: string[] = [];
    afterNextPaint(() => ran.push('kept'));
    const cancel = afterNextPaint(() => ran.push('cancelled'));
    cancel();
    expect(ran).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(ran).toEqual(['kept']);
  });
});
