import { getEventHash, verifyEvent } from 'nostr-tools/pure';

import type { NostrEvent } from '@/nostr/event';

/** Signatures kept as already valid (a page of the grid is 100 events; the boot script sends ~40 of them). */
const VALID_SIGNATURES_KEPT = 2_000;

/**
 * The verification worker's check of one event (its id is the hash of its content, its signature is valid),
 * remembering the signatures it found valid, by id, pubkey and signature: the boot script and the app send the
 * grid's first events both (docs/architecture.md §10), and the second time only the id's hash is checked.
 * `hashOnly`: the caller has seen this signature verified already. `verify`: the full check (nostr-tools').
 */
export function signatureChecker(verify: (event: NostrEvent) => boolean = verifyEvent): (event: NostrEvent, hashOnly: boolean) => boolean {
  const valid = new Set<string>();
  return (event, hashOnly) => {
    try {
      const signature = `${event.id}${event.pubkey}${event.sig}`;
      if (hashOnly || valid.has(signature)) return getEventHash(event) === event.id;
      if (!verify(event)) return false;
      if (valid.size >= VALID_SIGNATURES_KEPT) valid.clear();
      valid.add(signature);
      return true;
    } catch {
      return false;
    }
  };
}
