/**
 * The verification worker, started by the inline boot script (src/boot-connect.ts) on a first visit: its
 * script then downloads alongside the app's instead of after the app has booted, and is ready when the
 * first relay answer arrives (docs/architecture.md §10). batch-verifier.ts adopts it.
 */
interface EarlyWorker {
  worker: Worker;
  failed: boolean;
}

/** The handoff between the boot script and the app bundle: one global, so the two bundles share it. */
const HANDOFF_KEY = '__carstrEarlyVerifier';

type Holder = typeof globalThis & { [HANDOFF_KEY]?: EarlyWorker };

/** Starts the worker at `url` (the build's verify worker). Never throws. */
export function startEarlyVerifier(url: string): void {
  const holder = globalThis as Holder;
  if (typeof Worker === 'undefined' || holder[HANDOFF_KEY] !== undefined) return;
  try {
    const early: EarlyWorker = { worker: new Worker(url, { type: 'module', name: 'carstr-verify' }), failed: false };
    // A script that cannot load fails before the app listens: remembered, so the app verifies another way.
    early.worker.addEventListener('error', () => {
      early.failed = true;
    });
    holder[HANDOFF_KEY] = early;
  } catch {
    // No worker: the app starts its own or verifies on the main thread.
  }
}

/** The boot script's worker if it started and has not failed; it is handed over once. */
export function takeEarlyVerifier(): Worker | undefined {
  const holder = globalThis as Holder;
  const early = holder[HANDOFF_KEY];
  delete holder[HANDOFF_KEY];
  if (early === undefined) return undefined;
  if (!early.failed) return early.worker;
  early.worker.terminate();
  return undefined;
}
