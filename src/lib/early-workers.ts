import { pageHandoff } from './page-handoff';

/**
 * Workers started by the inline boot script (src/boot-connect.ts) so that their scripts download, and their
 * start-up work runs, alongside the app's files instead of after the app has booted (docs/architecture.md §10):
 * the signature-verification worker on a first visit (adopted by features/relay's batch verifier) and, on a
 * messages screen of a key login, the gift-wrap worker (adopted by features/messages' key unwrapper).
 */
export type EarlyWorkerKind = 'verify' | 'unwrap';

/** The `name` each worker has in the browser's task manager and devtools. */
export const WORKER_NAMES: Record<EarlyWorkerKind, string> = { verify: 'carstr-verify', unwrap: 'carstr-messages' };

/** An early worker nobody adopts (the app chose another way) is stopped after this long. */
export const EARLY_WORKER_TTL_MS = 15_000;

interface EarlyWorker {
  worker: Worker;
  failed: boolean;
}

/** The handoff between the boot script and the app bundle (a page handoff: the two bundles share it). */
const HANDOFF_KEY = '__carstrEarlyWorkers';

function handoff(): Partial<Record<EarlyWorkerKind, EarlyWorker>> {
  return pageHandoff<Partial<Record<EarlyWorkerKind, EarlyWorker>>>(HANDOFF_KEY, () => ({}));
}

/** Starts the `kind` worker from `url` (the build's file for it), once. Never throws. */
export function startEarlyWorker(kind: EarlyWorkerKind, url: string, ttlMs = EARLY_WORKER_TTL_MS): void {
  const workers = handoff();
  if (typeof Worker === 'undefined' || workers[kind] !== undefined) return;
  try {
    const early: EarlyWorker = { worker: new Worker(url, { type: 'module', name: WORKER_NAMES[kind] }), failed: false };
    // A script that cannot load fails before the app listens: remembered, so the app works another way.
    early.worker.addEventListener('error', () => {
      early.failed = true;
    });
    workers[kind] = early;
    setTimeout(() => {
      if (workers[kind] !== early) return;
      delete workers[kind];
      early.worker.terminate();
    }, ttlMs);
  } catch {
    // No worker: the app starts its own, or works on the main thread.
  }
}

/** The `kind` worker while the boot script still holds it (not failed, not yet handed over), for the boot script's own use. */
export function peekEarlyWorker(kind: EarlyWorkerKind): Worker | undefined {
  const early = handoff()[kind];
  return early === undefined || early.failed ? undefined : early.worker;
}

/** The boot script's `kind` worker if it started and has not failed; it is handed over once. */
export function takeEarlyWorker(kind: EarlyWorkerKind): Worker | undefined {
  const workers = handoff();
  const early = workers[kind];
  delete workers[kind];
  if (early === undefined) return undefined;
  if (!early.failed) return early.worker;
  early.worker.terminate();
  return undefined;
}
