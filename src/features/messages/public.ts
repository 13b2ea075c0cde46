/**
 * What the rest of the app may use of the messages feature (docs/architecture.md, "Messages"): NIP-17 private
 * messages. The hooks below are the one source of truth for the screens; their doc comments are the contract.
 *
 * - {@link useDmRelays}(pubkey): someone's kind 10050 DM relays. `status: 'none'` means they cannot be messaged
 *   ("This seller hasn't set up private messages yet").
 * - {@link useEnsureDmRelays}(): `ensure()` creates the signed-in user's 10050 from their relays when they have
 *   none; call it on login, on sell and on opening Messages. `created` says whether one was just published
 *   (show {@link DM_RELAYS_CREATED_NOTE}).
 * - {@link useInbox}(): every conversation of the signed-in account, newest first, with unread counts.
 * - {@link useThread}(peer): one conversation, oldest first, live; `markRead()` when shown.
 * - {@link useSendMessage}(peer): `send(text, about?)` wraps and publishes; rejects with {@link SendMessageError}
 *   whose message is user-facing (the UI keeps the text and offers Retry).
 */
export type { ChatMessage, Conversation, MessageAbout, SendAbout, SendReport, WrapRelayResult } from './api/message-types';
export { useDmRelays, type DmRelaysState } from './api/useDmRelays';
export { DM_RELAYS_CREATED_NOTE, useEnsureDmRelays, type EnsureDmRelaysState } from './api/useEnsureDmRelays';
export { useInbox, type InboxState } from './api/useInbox';
export { useThread, type ThreadState } from './api/useThread';
export { NO_DM_RELAYS, NO_NIP44, SendMessageError, useSendMessage, type SendMessageState } from './api/useSendMessage';

// The screens (docs/product.md §2 Messages): pages compose them; the listing a message is about is rendered by
// the page (`renderAbout`), so this feature does not import listings (which imports it for Message Seller).
export { Inbox } from './components/Inbox';
export { MessageSellerDialog, type MessageSellerDialogProps } from './components/MessageSellerDialog';
export { MESSAGES_PATH, messagesThreadPath } from './components/messages-paths';
export { MessagesLink } from './components/MessagesLink';
export { Thread, type RenderAbout } from './components/Thread';
