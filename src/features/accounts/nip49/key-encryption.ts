import { NLogin, type NLoginType } from '@nostrify/react/login';

import { KeyProtectionError } from '../key-protection-error';
import type { Nip49Request, Nip49Response } from './nip49-protocol';

export type NsecLogin = Extract<NLoginType, { type: 'nsec' }>;

/**
 * scrypt cost of the keys this app encrypts: 2^16 rounds, 64 MiB, about a second on a laptop. NIP-49
 * suggests 16 as the floor; higher would make phones wait many seconds at every unlock.
 */
export const KEY_PROTECTION_LOG_N = 16;

/** Main-thread fallback (no Worker support, a worker that failed to load, tests outside a browser). */
async function onMainThread(request: Nip49Request): Promise<Nip49Response> {
  const { runNip49 } = await import('./run-nip49');
  return runNip49(request);
}

function run(request: Nip49Request): Promise<Nip49Response> {
  if (typeof Worker === 'undefined') return onMainThread(request);
  let worker: Worker;
  try {
    worker = new Worker(new URL('./nip49.worker.ts', import.meta.url), { type: 'module', name: 'carstr-nip49' });
  } catch {
    return onMainThread(request);
  }
  return new Promise((resolve) => {
    worker.addEventListener('message', (message: MessageEvent<Nip49Response>) => {
      worker.terminate();
      resolve(message.data);
    });
    // Only a worker that cannot load reports an error (runNip49 never throws): do the work here instead.
    worker.addEventListener('error', () => {
      worker.terminate();
      resolve(onMainThread(request));
    });
    // oxlint-disable-next-line unicorn/require-post-message-target-origin -- a Worker has no target origin
    worker.postMessage(request);
  });
}

async function valueOf(request: Nip49Request): Promise<string> {
  const response = await run(request);
  if (!response.ok) throw new KeyProtectionError(response.reason);
  return response.value;
}

/** The `ncryptsec1…` of an nsec under `password`. */
export function encryptNsec(nsec: string, password: string, logN: number = KEY_PROTECTION_LOG_N): Promise<string> {
  return valueOf({ op: 'encrypt', nsec, password, logN });
}

/** The key login an ncryptsec opens to; throws KeyProtectionError for a wrong password or a damaged key. */
export async function nsecLoginFromNcryptsec(ncryptsec: string, password: string): Promise<NsecLogin> {
  return NLogin.fromNsec(await valueOf({ op: 'decrypt', ncryptsec, password }));
}
