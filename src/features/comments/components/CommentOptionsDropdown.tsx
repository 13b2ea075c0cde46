import { BracesIcon, CopyIcon, EllipsisIcon, LinkIcon } from 'lucide-react';
import { useState } from 'react';

import { Button } from '@/components/ui/button';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from '@/components/ui/dropdown-menu';
import { MuteMenuItem } from '@/features/mutes/public';
import { useProfile } from '@/features/profiles/public';
import type { NostrEvent } from '@/nostr/event';
import { displayName } from '@/nostr/profile';

import { commentAnchorId } from '../comment-anchor';
import { useCommentThread } from '../comment-thread-context';
import { copyWithToast } from '@/lib/clipboard';
import { EventJsonDialog } from './EventJsonDialog';

export interface CommentOptionsDropdownProps {
  event: NostrEvent;
  /** Open at once (the stand-in trigger was pressed; see CommentOptionsMenu). */
  defaultOpen?: boolean;
}

/** The '…' menu of a comment: copy its text, copy a link to it, read its signed event, mute its author (docs/product.md §2 Mute). */
export function CommentOptionsDropdown({ event, defaultOpen }: CommentOptionsDropdownProps) {
  const { pageUrl } = useCommentThread();
  const [jsonOpen, setJsonOpen] = useState(false);
  const link = `${pageUrl}#${commentAnchorId(event.id)}`;
  // The author's profile is in the query cache already: their name is on the comment.
  const name = displayName(useProfile(event.pubkey).data?.metadata, event.pubkey);

  return (
    <>
      <DropdownMenu defaultOpen={defaultOpen}>
        <DropdownMenuTrigger asChild>
          <Button variant="ghost" size="icon" className="size-8 shrink-0 text-muted-foreground" aria-label="Comment options">
            <EllipsisIcon />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          <DropdownMenuItem onSelect={() => void copyWithToast(event.content, { title: 'Comment text copied' })}>
            <CopyIcon aria-hidden="true" />
            Copy text
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={() => void copyWithToast(link, { title: 'Link copied' })}>
            <LinkIcon aria-hidden="true" />
            Copy link
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={() => setJsonOpen(true)}>
            <BracesIcon aria-hidden="true" />
            View event JSON
          </DropdownMenuItem>
          <MuteMenuItem pubkey={event.pubkey} name={name} />
        </DropdownMenuContent>
      </DropdownMenu>
      <EventJsonDialog event={event} open={jsonOpen} onOpenChange={setJsonOpen} />
    </>
  );
}
