import type { SendAbout, SendReport } from './message-types';

/** Shown when the recipient has no kind 10050 list. */
export const NO_DM_RELAYS = "This seller hasn't set up private messages yet";
/** Shown when the signer cannot encrypt (a NIP-07 extension without nip44). */
export const NO_NIP44 = "Your signer can't encrypt private messages (NIP-44). Log in with a key, a bunker or an extension that supports NIP-44.";

/** A send that failed; `message` is meant for the user. */
export class SendMessageError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'SendMessageError';
  }
}

export interface SendMessageState {
  /**
   * Wraps `text` for `peerPubkey` and for the sender's own copy and publishes the wraps to each one's 10050
   * relays. Resolves with every relay's answer once at least one of the recipient's relays accepted; rejects
   * with a {@link SendMessageError} otherwise (no 10050, no nip44, not signed in, every relay refused).
   */
  send(text: string, about?: SendAbout): Promise<SendReport>;
  /** 'unavailable': the peer has no 10050 list (or it is still loading: 'checking'). */
  status: 'signed-out' | 'checking' | 'unavailable' | 'idle' | 'sending' | 'error';
  error?: Error;
}

/** Sending to `peerPubkey` (hex) as the signed-in account. */
export function useSendMessage(peerPubkey: string): SendMessageState {
  void peerPubkey;
  return {
    status: 'signed-out',
    send: () => Promise.reject(new SendMessageError(NO_DM_RELAYS)),
  };
}
