import { afterEach, describe, expect, it, vi } from 'vitest';

import { startEarlyWorker, takeEarlyWorker } from './early-workers';

/**
 * happy-dom and Node have no Worker: a stand-in records what the boot script asked for and lets the test
 * make the script fail to load, a fault a real worker only shows with a broken deployment.
 */
class StandInWorker extends EventTarget {
  static created: { url: string; options: WorkerOptions | undefined }[] = [];
  terminated = false;
  constructor(url: string, options?: WorkerOptions) {
    super();
    StandInWorker.created.push({ url, options });
  }
  terminate(): void {
    this.terminated = true;
  }
}

afterEach(() => {
  takeEarlyWorker('verify');
  takeEarlyWorker('unwrap');
  vi.useRealTimers();
  StandInWorker.created = [];
  vi.unstubAllGlobals();
});

describe('early workers', () => {
  it('starts one module worker at the given URL and hands it over once', () => {
    vi.stubGlobal('Worker', StandInWorker);
    startEarlyWorker('verify', '/assets/verify.worker-abc.js');
    startEarlyWorker('verify', '/assets/verify.worker-abc.js');
    expect(StandInWorker.created).toEqual([{ url: '/assets/verify.worker-abc.js', options: { type: 'module', name: 'carstr-verify' } }]);
    expect(takeEarlyWorker('verify')).toBeInstanceOf(StandInWorker);
    expect(takeEarlyWorker('verify')).toBeUndefined();
  });

  it('does not hand over a worker whose script failed to load (the app verifies another way)', () => {
    vi.stubGlobal('Worker', StandInWorker);
    startEarlyWorker('verify', '/assets/missing.js');
    const holder = globalThis as { __carstrEarlyWorkers?: { verify?: { worker: StandInWorker } } };
    // oxlint-disable-next-line no-underscore-dangle -- the boot script's global handoff
    const worker = holder.__carstrEarlyWorkers?.verify?.worker;
    worker?.dispatchEvent(new Event('error'));
    expect(takeEarlyWorker('verify')).toBeUndefined();
    expect(worker?.terminated).toBe(true);
  });

  it('does nothing without Worker support', () => {
    vi.stubGlobal('Worker', undefined);
    startEarlyWorker('verify', '/assets/verify.worker-abc.js');
    expect(takeEarlyWorker('verify')).toBeUndefined();
  });

  it('keeps each kind apart: the messages worker is handed to whoever asks for it, under its own name', () => {
    vi.stubGlobal('Worker', StandInWorker);
    startEarlyWorker('unwrap', '/assets/unwrap.worker-abc.js');
    expect(takeEarlyWorker('verify')).toBeUndefined();
    expect(StandInWorker.created).toEqual([{ url: '/assets/unwrap.worker-abc.js', options: { type: 'module', name: 'carstr-messages' } }]);
    expect(takeEarlyWorker('unwrap')).toBeInstanceOf(StandInWorker);
  });

  it('stops a worker nobody adopts in time', () => {
    vi.useFakeTimers();
    vi.stubGlobal('Worker', StandInWorker);
    startEarlyWorker('unwrap', '/assets/unwrap.worker-abc.js', 1_000);
    const holder = globalThis as { __carstrEarlyWorkers?: { unwrap?: { worker: StandInWorker } } };
    // oxlint-disable-next-line no-underscore-dangle -- the boot script's global handoff
    const worker = holder.__carstrEarlyWorkers?.unwrap?.worker;
    vi.advanceTimersByTime(1_000);
    expect(worker?.terminated).toBe(true);
    expect(takeEarlyWorker('unwrap')).toBeUndefined();
  });
});
