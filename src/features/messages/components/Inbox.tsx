import { InfoIcon, MessagesSquareIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';

import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useFirstContentHold } from '@/lib/useFirstContentHold';

import { DM_RELAYS_CREATED_NOTE, useEnsureDmRelays } from '../api/useEnsureDmRelays';
import { useConversations } from '../api/useConversations';
import { ConversationRow } from './ConversationRow';
import { MutedFolder } from './MutedFolder';
import type { RenderAbout } from './Thread';

/** Keeps "2 minutes ago" current while the inbox is open. */
function useMinuteClock(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/**
 * `/messages` (docs/product.md §2 Messages): the signed-in account's conversations, one per person, newest
 * first; people the user mutes in a closed 'Muted' folder below. Opening it makes sure the user has a DM relay list (saying so in one line when one was just made).
 */
export function Inbox({ renderAbout }: { renderAbout?: RenderAbout }) {
  const inbox = useConversations({ showing: true });
  const ensure = useEnsureDmRelays();
  const now = useMinuteClock();
  const { conversations } = inbox;
  // The conversations are the page's main content (src/lib/first-content.ts): all that the relays' first
  // answers hold, since each one that opens may add a row above the others.
  useFirstContentHold(inbox.status === 'loading');

  return (
    <div className="space-y-4">
      <div className="flex items-center gap-3">
        <h1 className="flex-1 text-2xl font-bold tracking-tight sm:text-3xl">Messages</h1>
        {inbox.unreadTotal > 0 && <span className="text-sm text-muted-foreground">{inbox.unreadTotal} unread</span>}
      </div>
      {ensure.created && (
        <p className="flex items-start gap-2 rounded-md border border-primary/30 bg-primary/5 px-3 py-2 text-sm" role="status" data-testid="dm-relays-created">
          <InfoIcon className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
          {DM_RELAYS_CREATED_NOTE}
        </p>
      )}
      {inbox.status === 'error' && (
        <p role="alert" className="text-sm text-destructive">
          Some messages could not be loaded. {inbox.error?.message}
        </p>
      )}
      {conversations.length > 0 ? (
        <Card className="overflow-hidden p-0">
          <ul aria-label="Conversations" data-testid="conversations">
            {conversations.map((conversation) => (
              <ConversationRow key={conversation.peer} conversation={conversation} now={now} renderAbout={renderAbout} />
            ))}
          </ul>
        </Card>
      ) : inbox.status === 'loading' ? (
        <p className="py-10 text-center text-sm text-muted-foreground">Loading your messages...</p>
      ) : (
        <Card className="flex flex-col items-center gap-3 px-6 py-12 text-center" data-testid="inbox-empty">
          <span className="flex size-12 items-center justify-center rounded-full bg-primary/10 text-primary">
            <MessagesSquareIcon className="size-6" aria-hidden="true" />
          </span>
          <h2 className="text-lg font-semibold">No messages yet</h2>
          <p className="max-w-sm text-sm text-muted-foreground">
            Ask a seller about a car with 'Message Seller' on its page. Messages are end-to-end encrypted: only you and
            the other person can read them.
          </p>
          <Button asChild variant="outline">
            <Link to="/">Browse cars</Link>
          </Button>
        </Card>
      )}
      <MutedFolder conversations={inbox.muted} now={now} renderAbout={renderAbout} />
    </div>
  );
}
