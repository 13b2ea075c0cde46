import { afterEach, describe, expect, it, vi } from 'vitest';

import { startEarlyVerifier, takeEarlyVerifier } from './early-worker';

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
  takeEarlyVerifier();
  StandInWorker.created = [];
  vi.unstubAllGlobals();
});

describe('early verification worker', () => {
  it('starts one module worker at the given URL and hands it over once', () => {
    vi.stubGlobal('Worker', StandInWorker);
    startEarlyVerifier('/assets/verify.worker-abc.js');
    startEarlyVerifier('/assets/verify.worker-abc.js');
    expect(StandInWorker.created).toEqual([{ url: '/assets/verify.worker-abc.js', options: { type: 'module', name: 'carstr-verify' } }]);
    expect(takeEarlyVerifier()).toBeInstanceOf(StandInWorker);
    expect(takeEarlyVerifier()).toBeUndefined();
  });

  it('does not hand over a worker whose script failed to load (the app verifies another way)', () => {
    vi.stubGlobal('Worker', StandInWorker);
    startEarlyVerifier('/assets/missing.js');
    const holder = globalThis as { __carstrEarlyVerifier?: { worker: StandInWorker } };
    // oxlint-disable-next-line no-underscore-dangle -- the boot script's global handoff
    const worker = holder.__carstrEarlyVerifier?.worker;
    worker?.dispatchEvent(new Event('error'));
    expect(takeEarlyVerifier()).toBeUndefined();
    expect(worker?.terminated).toBe(true);
  });

  it('does nothing without Worker support', () => {
    vi.stubGlobal('Worker', undefined);
    startEarlyVerifier('/assets/verify.worker-abc.js');
    expect(takeEarlyVerifier()).toBeUndefined();
  });
});
