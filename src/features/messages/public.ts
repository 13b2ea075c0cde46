/**
 * What the rest of the app may use of the messages feature (docs/architecture.md §18): NIP-17 private
 * messages. The hooks below are the one source of truth for the screens; their doc comments are the contract.
 *
 * - {@link useDmRelays}(pubkey): someone's kind 10050 DM relays. `status: 'none'` means they cannot be messaged
 *   ("This seller hasn't set up private messages yet").
 * - {@link useEnsureDmRelays}(): creates the signed-in user's 10050 from their relays when they have none, by
 *   itself while mounted (once per account per page); mount it on login, on Sell and in Messages. `created`
 *   says whether one was just published (show {@link DM_RELAYS_CREATED_NOTE}).
 * - {@link useConversations}(): every conversation of the signed-in account, newest first, with unread counts. The
 *   header may use it for the badge: one subscription per relay however many components use it.
 * - {@link useThread}(peer): one conversation, oldest first, live; call `markRead()` when it is shown and
 *   when messages arrive while it is.
 * - {@link useSendMessage}(peer): `send(text, about?)` wraps and publishes; rejects with {@link SendMessageError}
 *   whose message is user-facing (the UI keeps the text and offers Retry). `status` says up front whether the
 *   peer can be messaged at all ('unavailable').
 */
export type { ChatMessage, Conversation, MessageAbout, SendAbout, SendReport, WrapRelayResult } from './api/message-types';
export { useDmRelays, type DmRelaysState } from './api/useDmRelays';
export { DM_RELAYS_CREATED_NOTE, useEnsureDmRelays, type EnsureDmRelaysState } from './api/useEnsureDmRelays';
export { useConversations, type ConversationsState } from './api/useConversations';
export { useThread, type ThreadState } from './api/useThread';
export { EMPTY_MESSAGE, NO_DM_RELAYS, NOT_SIGNED_IN, SendMessageError } from './api/send-errors';
export { useSendMessage, type SendMessageState } from './api/useSendMessage';
/** Logging out of an account removes what this browser keeps of its messages (the app calls it, see src/app). */
export { forgetMessagesOf } from './forget-account';

// Someone's kind 10050 list as the query cache holds it, for the editing of one's own (the relay-lists feature).
export { dmRelaysOf, dmRelaysQueryKey, dmRelaysQueryOptions } from './api/dm-relays-query';
export { DM_RELAYS_NAME } from './api/own-dm-relays';

// The screens (docs/product.md §2 Messages): pages compose them; the listing a message is about is rendered by
// the page (`renderAbout`), so this feature does not import listings (which imports it for Message Seller).
export { Inbox } from './components/Inbox';
export { MessageSellerDialog, type MessageSellerDialogProps } from './components/MessageSellerDialog';
export { MESSAGES_PATH, messagesThreadPath } from './components/messages-paths';
export { MessagesLink } from './components/MessagesLink';
export { Thread, type RenderAbout } from './components/Thread';
