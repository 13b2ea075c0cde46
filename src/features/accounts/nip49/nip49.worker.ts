import type { Nip49Request } from './nip49-protocol';
import { runNip49 } from './run-nip49';

/**
 * Derives NIP-49 keys off the main thread: scrypt at log_n 16 takes about a second and 64 MiB, which would
 * freeze the page (and its busy spinner). One worker per operation, ended afterwards, so neither the key
 * nor the scrypt memory outlives it.
 */
self.addEventListener('message', (message: MessageEvent<Nip49Request>) => {
  // oxlint-disable-next-line unicorn/require-post-message-target-origin -- a worker answers its owner only
  self.postMessage(runNip49(message.data));
});
