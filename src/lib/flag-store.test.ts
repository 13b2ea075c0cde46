import { describe, expect, it, vi } from 'vitest';

import { flagStore } from './flag-store';

describe('flagStore', () => {
  it('tells its listeners when the value changes, not when it is set to what it was', () => {
    const flag = flagStore(false);
    const listener = vi.fn();
    const stop = flag.subscribe(listener);
    flag.set(false);
    expect(listener).not.toHaveBeenCalled();
    flag.set(true);
    expect(flag.get()).toBe(true);
    expect(listener).toHaveBeenCalledTimes(1);
    stop();
    flag.set(false);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('asks a starting function once, at the first read', () => {
    const initial = vi.fn(() => true);
    const flag = flagStore(initial);
    expect(initial).not.toHaveBeenCalled();
    expect(flag.get()).toBe(true);
    expect(flag.get()).toBe(true);
    expect(initial).toHaveBeenCalledTimes(1);
  });
});
