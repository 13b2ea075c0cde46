import { MessagesSquareIcon } from 'lucide-react';
import { useParams } from 'react-router';

import { SignInPrompt } from '@/features/accounts/public';
import { ListingReference } from '@/features/listing-card/public';
import { Inbox, Thread, type RenderAbout } from '@/features/messages/public';
import { useCurrentUser } from '@/features/session/public';
import { usePageTitle } from '@/lib/usePageTitle';
import { decodeRouteIdentifier } from '@/nostr/nip19-route';

import { NotFoundPage } from './NotFoundPage';

/** The car a conversation is about: the listing-card feature's reference card (thumbnail, title, link). */
const renderAbout: RenderAbout = (about) => <ListingReference address={about.address} relay={about.relay} subject={about.subject} />;

function MessagesSignIn() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <SignInPrompt
        title="Sign in to see your messages"
        description="Your private conversations with sellers and buyers appear here once you log in."
        icon={<MessagesSquareIcon className="size-6" aria-hidden="true" />}
      />
    </div>
  );
}

/** `/messages`: the signed-in account's conversations (docs/product.md §2 Messages). */
export function MessagesPage() {
  usePageTitle('Messages');
  const { user } = useCurrentUser();
  if (!user) return <MessagesSignIn />;
  return (
    <div className="mx-auto max-w-3xl px-4 py-6 sm:px-6 sm:py-10">
      <Inbox key={user.pubkey} renderAbout={renderAbout} />
    </div>
  );
}

/** `/messages/<npub>` (or nprofile): one conversation. Anything else is not a conversation. */
export function MessageThreadPage() {
  usePageTitle('Messages');
  const { user } = useCurrentUser();
  const { person = '' } = useParams();
  const target = decodeRouteIdentifier(person);
  if (target.type !== 'profile') return <NotFoundPage />;
  if (!user) return <MessagesSignIn />;
  return (
    // The thread fills the screen below the header (4rem): the messages scroll, the composer stays in view.
    <div className="mx-auto h-[calc(100dvh-4rem)] max-w-3xl sm:border-x">
      <Thread key={`${user.pubkey}:${target.pubkey}`} peer={target.pubkey} renderAbout={renderAbout} />
    </div>
  );
}

/** `/messages` and `/messages/<person>` in one component, so going between them never suspends (app/lazy-pages.ts). */
export function MessagesRoute() {
  const { person } = useParams();
  return person === undefined ? <MessagesPage /> : <MessageThreadPage />;
}
