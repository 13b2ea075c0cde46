import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { IdleTimer, ReconnectBackoff } from './connection-timers';

describe('connection timers', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('reconnects after a delay that doubles from the base up to the ceiling, and starts again after an open', () => {
    const backoff = new ReconnectBackoff(1_000, 5_000);
    const times: number[] = [];
    const start = Date.now();
    const drop = () => backoff.schedule(() => times.push(Date.now() - start));
    for (let attempt = 0; attempt < 4; attempt += 1) {
      drop();
      vi.runOnlyPendingTimers();
    }
    expect(times).toEqual([1_000, 3_000, 7_000, 12_000]);
    backoff.opened();
    drop();
    vi.advanceTimersByTime(999);
    expect(times).toHaveLength(4);
    vi.advanceTimersByTime(1);
    expect(times).toHaveLength(5);
  });

  it('keeps one pending reconnect at a time, and a cancelled one never runs', () => {
    const backoff = new ReconnectBackoff(1_000, 30_000);
    const run = vi.fn();
    backoff.schedule(run);
    backoff.schedule(run);
    expect(backoff.pending).toBe(true);
    backoff.cancel();
    vi.runAllTimers();
    expect(run).not.toHaveBeenCalled();
    expect(backoff.pending).toBe(false);
  });

  it('closes an idle connection once, after the delay, unless stopped', () => {
    const onIdle = vi.fn();
    const idle = new IdleTimer(30_000, onIdle);
    idle.start();
    idle.start();
    vi.advanceTimersByTime(29_999);
    idle.stop();
    vi.runAllTimers();
    expect(onIdle).not.toHaveBeenCalled();
    idle.start();
    vi.runAllTimers();
    expect(onIdle).toHaveBeenCalledTimes(1);
  });
});
