import type { NostrEvent, NostrSigner } from '@nostrify/nostrify';
import { verifyEvent } from 'nostr-tools';

import { isEventShape } from '@/nostr/event';

type EventTemplate = Omit<NostrEvent, 'id' | 'pubkey' | 'sig'>;

export const SIGNER_ERRORS = {
  malformed: 'The signer returned a malformed event.',
  wrongAuthor: 'The signer returned an event signed by another key.',
  badSignature: 'The signer returned an event with an invalid signature.',
  altered: 'The signer returned a different event than the one requested.',
} as const;

/**
 * Wraps a signer we do not hold the key of (a NIP-46 bunker, a NIP-07 extension) and checks every event it
 * signs before anyone uses it: well formed, by the logged-in user, validly signed, and carrying the kind,
 * content and tags we asked for. A misbehaving or malicious signer then fails loudly instead of publishing
 * someone else's words under this account. The signer may choose `created_at`, as NIP-07 allows.
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
    const signed: unknown = await this.#inner.signEvent(template);
    return checkSignedEvent(signed, template, this.#pubkey);
  }

  get nip04(): NostrSigner['nip04'] {
    return this.#inner.nip04;
  }

  get nip44(): NostrSigner['nip44'] {
    return this.#inner.nip44;
  }
}

/** The checks of {@link ExpectedAuthorSigner}, exported for tests. Throws with one of {@link SIGNER_ERRORS}. */
export function checkSignedEvent(signed: unknown, template: EventTemplate, pubkey: string): NostrEvent {
  if (!isEventShape(signed)) throw new Error(SIGNER_ERRORS.malformed);
  if (signed.pubkey !== pubkey) throw new Error(SIGNER_ERRORS.wrongAuthor);
  // A fresh copy: nostr-tools caches a successful check on the object, which the signer handed us.
  const copy: NostrEvent = {
    id: signed.id,
    pubkey: signed.pubkey,
    created_at: signed.created_at,
    kind: signed.kind,
    tags: signed.tags,
    content: signed.content,
    sig: signed.sig,
  };
  if (!verifyEvent(copy)) throw new Error(SIGNER_ERRORS.badSignature);
  const sameTags = JSON.stringify(copy.tags) === JSON.stringify(template.tags);
  if (copy.kind !== template.kind || copy.content !== template.content || !sameTags) {
    throw new Error(SIGNER_ERRORS.altered);
  }
  return copy;
}
