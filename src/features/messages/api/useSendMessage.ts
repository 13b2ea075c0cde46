import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';

import { useReadRelays } from '@/features/network/public';
import { useSendSignedEvent } from '@/features/publishing/public';
import { useNostr } from '@/features/relay/public';
import { isNip44Unsupported, NIP44_MISSING, requireNip44, useCurrentUser } from '@/features/session/public';
import { buildChatRumor, MAX_CHAT_TEXT } from '@/nostr/chat-message';
import { wrapChatMessage } from '@/nostr/gift-wrap';

import { dmRelaysOf, dmRelaysQueryKey, dmRelaysQueryOptions, type DmRelays } from './dm-relays-query';
import { inboxStoreFor } from './account-inboxes';
import type { SendAbout, SendReport } from './message-types';
import { EMPTY_MESSAGE, NO_DM_RELAYS, NOT_SIGNED_IN, OWN_DM_RELAYS_UNREACHABLE, SendMessageError } from './send-errors';
import { toChatMessage } from './to-chat-message';
import { ensureOwnDmRelayList } from './own-dm-relays';
import { useDmRelays } from './useDmRelays';
import { useOwnDmRelayListDeps } from './useOwnDmRelayListDeps';

// Kept here too: the screens import them from this file.
export { NO_DM_RELAYS, SendMessageError } from './send-errors';


export interface SendMessageState {
  /**
   * Wraps `text` for `peerPubkey` and for the sender's own copy and publishes the wraps to each one's 10050
   * relays; the sender's copy goes only to the sender's own DM relays, so a sender without a list gets one
   * first (from a read that heard from every one of their relays, docs/architecture.md §16). Resolves with every relay's answer once at least one of the recipient's relays accepted; rejects
   * with a {@link SendMessageError} otherwise (no 10050, no nip44, not signed in, every relay refused).
   */
  send(text: string, about?: SendAbout): Promise<SendReport>;
  /** 'unavailable': the peer has no 10050 list (or it is still loading: 'checking'). */
  status: 'signed-out' | 'checking' | 'unavailable' | 'idle' | 'sending' | 'error';
  error?: Error;
}

function userFacing(error: unknown): SendMessageError {
  if (error instanceof SendMessageError) return error;
  if (isNip44Unsupported(error)) {
    return new SendMessageError(NIP44_MISSING, { cause: error });
  }
  const detail = error instanceof Error && error.message !== '' ? error.message : 'the signer refused';
  return new SendMessageError(`Your message could not be sent: ${detail}`, { cause: error });
}

/** Sending to `peerPubkey` (hex) as the signed-in account. */
export function useSendMessage(peerPubkey: string): SendMessageState {
  const { user } = useCurrentUser();
  const { nostr } = useNostr();
  const ownListDeps = useOwnDmRelayListDeps(user?.pubkey);
  const client = useQueryClient();
  const source = useReadRelays();
  const sendSigned = useSendSignedEvent();
  const peer = useDmRelays(peerPubkey);
  const [state, setState] = useState<{ sending: boolean; error?: Error }>({ sending: false });

  /** The sender's own DM relays: the list the read relays show, else one found or made from every own relay. */
  const senderDmRelays = useCallback(
    async (pubkey: string): Promise<string[]> => {
      const shown = await client.fetchQuery(dmRelaysQueryOptions(client, source, pubkey)).catch(() => undefined);
      if (shown && shown.relays.length > 0) return shown.relays;
      if (!ownListDeps) throw new SendMessageError(NOT_SIGNED_IN);
      const own = await ensureOwnDmRelayList(ownListDeps).catch((error: unknown) => {
        throw new SendMessageError(error instanceof Error ? error.message : String(error), { cause: error });
      });
      const found = dmRelaysOf(own.event);
      client.setQueriesData<DmRelays>({ queryKey: dmRelaysQueryKey(pubkey) }, () => found);
      if (found.relays.length === 0) throw new SendMessageError(OWN_DM_RELAYS_UNREACHABLE);
      return found.relays;
    },
    [client, source, ownListDeps],
  );

  const send = useCallback(
    async (text: string, about?: SendAbout): Promise<SendReport> => {
      setState({ sending: true });
      try {
        if (!user) throw new SendMessageError(NOT_SIGNED_IN);
        if (text.trim() === '') throw new SendMessageError(EMPTY_MESSAGE);
        if (text.length > MAX_CHAT_TEXT) throw new SendMessageError(`Messages can be at most ${MAX_CHAT_TEXT.toLocaleString('en-US')} characters`);
        const theirs = await client.fetchQuery(dmRelaysQueryOptions(client, source, peerPubkey)).catch((error: unknown) => {
          throw new SendMessageError('No relay answered while looking up where to send your message', { cause: error });
        });
        if (theirs.relays.length === 0) throw new SendMessageError(NO_DM_RELAYS);
        const ownRelays = await senderDmRelays(user.pubkey);
        const now = Math.floor(Date.now() / 1000);
        const rumor = buildChatRumor({
          author: user.pubkey,
          recipient: peerPubkey,
          text,
          createdAt: now,
          ...(about ? { subject: about.title, about: { address: about.address, ...(about.relay ? { relay: about.relay } : {}) } } : {}),
        });
        // Asks an extension what it supports before anything is signed (a clear message when it lacks NIP-44).
        await requireNip44(user.signer).catch((error: unknown) => {
          throw userFacing(error);
        });
        const wraps = await wrapChatMessage(user.signer, rumor, peerPubkey, now).catch((error: unknown) => {
          throw userFacing(error);
        });
        // The sender's copy goes out only once the recipient has the message: a copy stored for a message that
        // was never delivered would show in the thread as sent, and Retry would then add a second one.
        const recipient = await sendSigned(wraps.recipient, theirs.relays);
        const delivered = recipient.find((result) => result.ok);
        if (!delivered) {
          const reason = recipient.find((result) => !result.ok && result.reason !== '');
          throw new SendMessageError(`Your message could not be delivered${reason && !reason.ok ? `: ${reason.reason}` : ''}`);
        }
        const self = await sendSigned(wraps.self, ownRelays);
        const message = toChatMessage({ rumor, peer: peerPubkey, ...(about ? { subject: about.title.trim(), about: { address: about.address, ...(about.relay ? { relay: about.relay } : {}) } } : {}) }, user.pubkey);
        inboxStoreFor(user.pubkey, (url) => nostr.relay(url)).addSent(message);
        setState({ sending: false });
        return { message, recipient, self };
      } catch (error) {
        const failure = userFacing(error);
        setState({ sending: false, error: failure });
        throw failure;
      }
    },
    [user, client, source, peerPubkey, senderDmRelays, sendSigned, nostr],
  );

  let status: SendMessageState['status'];
  if (!user) status = 'signed-out';
  else if (state.sending) status = 'sending';
  else if (peer.status === 'loading') status = 'checking';
  else if (peer.status === 'none') status = 'unavailable';
  else if (state.error) status = 'error';
  else status = 'idle';
  return { send, status, ...(state.error ? { error: state.error } : {}) };
}
