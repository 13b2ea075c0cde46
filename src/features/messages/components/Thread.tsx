import { ArrowLeftIcon, LockIcon } from 'lucide-react';
import { memo, useEffect, useMemo, type ReactNode } from 'react';
import { Link } from 'react-router';

import { Button } from '@/components/ui/button';
import { MuteButton } from '@/features/mutes/public';
import { useCurrentUser } from '@/features/session/public';
import { useFirstContentHold } from '@/lib/useFirstContentHold';
import { npubEncode } from '@/nostr/npub';

import { useThread } from '../api/useThread';
import { MessageComposer } from './MessageComposer';
import { MESSAGES_PATH } from './messages-paths';
import { PeerAvatar } from './PeerAvatar';
import { SafetyTips } from './SafetyTips';
import type { RenderAbout } from './render-about';
import { ThreadMessages } from './ThreadMessages';
import { usePeer } from './usePeer';

/** The composer and the message list re-render only when their own props change, not on every inbox update. */
const Composer = memo(MessageComposer);
const Messages = memo(ThreadMessages);

export type { RenderAbout } from './render-about';

export interface ThreadProps {
  /** Hex key of the other person. */
  peer: string;
  renderAbout?: RenderAbout;
}

/**
 * `/messages/<npub>` (docs/product.md §2 Messages): who it is with and the car it is about, the messages
 * (live while open) and the composer. Opening it, and every new message while it is on screen, marks the
 * conversation read.
 */
export function Thread({ peer, renderAbout }: ThreadProps) {
  const { user } = useCurrentUser();
  const thread = useThread(peer);
  const { name, picture } = usePeer(peer);
  const { markRead, about } = thread;
  const count = thread.messages.length;
  // The messages are the page's main content (src/lib/first-content.ts).
  useFirstContentHold(count === 0 && thread.status === 'loading');
  // The inbox hands out a new `about` object with every update; the card is drawn again only when it changes.
  const aboutNode = useMemo(
    () => (about !== undefined && renderAbout !== undefined ? renderAbout(about) : undefined),
    // oxlint-disable-next-line react/exhaustive-deps -- compared by value: the object is new on every update
    [about?.address, about?.relay, about?.subject, renderAbout],
  );

  useEffect(() => {
    if (document.visibilityState === 'visible') markRead();
    const onVisible = () => {
      if (document.visibilityState === 'visible') markRead();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
    // oxlint-disable-next-line react/exhaustive-effect-dependencies -- a new message on screen is read: it is the trigger
  }, [markRead, count]);

  if (!user) return null;
  const profilePath = `/${npubEncode(peer)}`;

  let body: ReactNode;
  if (count > 0) body = <Messages messages={thread.messages} label={`Messages with ${name}`} renderAbout={renderAbout} />;
  else if (thread.status === 'error') {
    body = (
      <p role="alert" className="m-auto p-6 text-center text-sm text-destructive">
        Could not load your messages. {thread.error?.message}
      </p>
    );
  } else if (thread.status === 'loading') {
    body = <p className="m-auto p-6 text-center text-sm text-muted-foreground">Loading messages...</p>;
  } else {
    // A conversation about to start is its first screen too: the safety tips head it (docs/product.md §2 Messages).
    body = (
      <div className="flex min-h-0 flex-1 flex-col overflow-y-auto">
        <SafetyTips />
        <div className="m-auto max-w-sm space-y-2 p-6 text-center" data-testid="thread-empty">
          <LockIcon className="mx-auto size-8 text-muted-foreground" aria-hidden="true" />
          <p className="font-medium">No messages yet</p>
          <p className="text-sm text-muted-foreground">Messages are end-to-end encrypted: only you and {name} can read them.</p>
        </div>
      </div>
    );
  }

  return (
    <section aria-label={`Conversation with ${name}`} className="flex h-full min-h-0 flex-col" data-testid="thread">
      <header className="flex flex-wrap items-center gap-x-3 gap-y-2 border-b px-3 py-2.5 sm:px-4">
        <Button asChild variant="ghost" size="icon" className="shrink-0">
          <Link to={MESSAGES_PATH} aria-label="Back to Messages">
            <ArrowLeftIcon aria-hidden="true" />
          </Link>
        </Button>
        <Link to={profilePath} tabIndex={-1} aria-hidden="true" className="shrink-0">
          <PeerAvatar name={name} picture={picture} />
        </Link>
        <h1 className="min-w-0 flex-1 truncate text-lg font-semibold">
          <Link to={profilePath} className="hover:underline" title={name} data-testid="thread-peer">
            {name}
          </Link>
        </h1>
        <MuteButton pubkey={peer} name={name} />
        {aboutNode !== undefined && (
          <div className="w-full min-w-0 sm:w-auto sm:max-w-xs" data-testid="thread-about">
            {aboutNode}
          </div>
        )}
      </header>
      {body}
      <div className="border-t p-3 sm:px-4">
        <Composer key={`${user.pubkey}:${peer}`} me={user.pubkey} peer={peer} />
      </div>
    </section>
  );
}
