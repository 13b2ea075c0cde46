import { EllipsisIcon } from 'lucide-react';
import { Suspense } from 'react';

import { Button } from '@/components/ui/button';
import { lazyWithPreload } from '@/lib/lazy-with-preload';
import { useOnDemandControl } from '@/lib/useOnDemandControl';
import type { NostrEvent } from '@/nostr/event';

import type { CommentOptionsDropdownProps } from './CommentOptionsDropdown';

const menu = lazyWithPreload<CommentOptionsDropdownProps>(() => import('./CommentOptionsDropdown').then((module) => module.CommentOptionsDropdown));

/**
 * The '…' menu of a comment (CommentOptionsDropdown). The menu and its JSON dialog (Radix, with their
 * positioning and focus code) are not needed to read the comments, so they load when the user reaches for
 * the button; until then an identical-looking button stands in.
 */
export function CommentOptionsMenu({ event }: { event: NostrEvent }) {
  const { active, triggerProps } = useOnDemandControl(menu.preload, 'pointerdown');
  const standIn = (
    <Button
      variant="ghost"
      size="icon"
      className="size-8 shrink-0 text-muted-foreground"
      aria-label="Comment options"
      aria-haspopup="menu"
      aria-expanded="false"
      {...triggerProps}
    >
      <EllipsisIcon />
    </Button>
  );
  if (!active) return standIn;
  return (
    <Suspense fallback={standIn}>
      <menu.Component event={event} defaultOpen />
    </Suspense>
  );
}
