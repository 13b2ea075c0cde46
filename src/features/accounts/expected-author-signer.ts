import type { NostrEvent, NostrSigner } from '@nostrify/nostrify';

import type { EventTemplate } from '@/nostr/event';
import { checkSignedEvent } from '@/nostr/signed-event-check';

/**
 * Wraps a signer we do not hold the key of (a NIP-46 bunker, a NIP-07 extension) and checks every event it
 * signs before anyone uses it (checkSignedEvent, src/nostr/signed-event-check.ts): by the logged-in user,
 * validly signed, what we asked for plus at most the tags derived from the content. A misbehaving or
 * malicious signer then fails loudly instead of publishing someone else's words under this account.
 */
export class ExpectedAuthorSigner implements NostrSigner {
  readonly #inner: NostrSigner;
  readonly #pubkey: string;

  constructor(inner: NostrSigner, expectedPubkey: string) {
    this.#inner = inner;
    this.#pubkey = expectedPubkey;
  }

  /** The login already knows the key; asking a remote signer again would cost a round trip per call. */
  getPublicKey(): Promise<string> {
    return Promise.resolve(this.#pubkey);
  }

  async signEvent(template: EventTemplate): Promise<NostrEvent> {
    // A copy goes out: some signers (nostr-tools' finalizeEvent, NDK) fill in the object they are given.
    const request: EventTemplate = { ...template, tags: template.tags.map((tag) => [...tag]) };
    const signed: unknown = await this.#inner.signEvent(request);
    return checkSignedEvent(signed, template, this.#pubkey);
  }

  get nip04(): NostrSigner['nip04'] {
    return this.#inner.nip04;
  }

  get nip44(): NostrSigner['nip44'] {
    return this.#inner.nip44;
  }
}
