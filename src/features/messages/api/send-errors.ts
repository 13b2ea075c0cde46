/** Shown when the recipient has no kind 10050 list. */
export const NO_DM_RELAYS = "This seller hasn't set up private messages yet";
// A signer that cannot encrypt gets the app's one NIP44_MISSING message (src/nostr/nip44-unsupported.ts).
/** Shown when nobody is signed in. */
export const NOT_SIGNED_IN = 'Log in to send messages';
/** Shown when the sender's own DM relay list names no relay this page may contact (e.g. only ws:// ones). */
export const OWN_DM_RELAYS_UNREACHABLE = 'Your message relays cannot be reached from this page, so your copy of the message could not be kept. Add a wss:// relay under Relays.';
/** Shown for an empty message. */
export const EMPTY_MESSAGE = 'Write a message first';

/** A send that failed; `message` is meant for the user. */
export class SendMessageError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'SendMessageError';
  }
}
