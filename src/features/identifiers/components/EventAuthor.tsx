import { useState } from 'react';
import { Link } from 'react-router';

import { Avatar, AvatarFallback, AvatarImage } from '@/components/ui/avatar';
import { useProfile } from '@/features/profiles/public';
import { relativeTime } from '@/lib/relative-time';
import { npubEncode } from '@/nostr/npub';
import { displayName } from '@/nostr/profile';

/**
 * Avatar, name and age of an event's author; avatar and name link to their `/{npub}` route (the avatar link
 * is hidden from assistive technology so the name is announced once).
 */
export function EventAuthor({ pubkey, createdAt }: { pubkey: string; createdAt: number }) {
  const { data: profile } = useProfile(pubkey, { outbox: true });
  const [now] = useState(() => Date.now());
  const name = displayName(profile?.metadata, pubkey);
  const picture = profile?.metadata.picture;
  const profilePath = `/${npubEncode(pubkey)}`;
  const initial = Array.from(name.trim())[0]?.toUpperCase() ?? '?';
  const date = new Date(createdAt * 1000);
  // A signed `created_at` may lie beyond the last date JavaScript represents: toISOString() would throw.
  const validDate = Number.isFinite(date.getTime()) ? date : undefined;

  return (
    <div className="flex min-w-0 flex-1 items-center gap-3">
      <Link to={profilePath} tabIndex={-1} aria-hidden="true" className="shrink-0">
        <Avatar className="size-11">
          {picture !== undefined && <AvatarImage src={picture} alt="" referrerPolicy="no-referrer" />}
          <AvatarFallback className="bg-primary/10 text-primary">{initial}</AvatarFallback>
        </Avatar>
      </Link>
      <div className="flex min-w-0 flex-col">
        <Link to={profilePath} className="truncate font-semibold hover:underline" title={name} data-testid="event-author">
          {name}
        </Link>
        <time dateTime={validDate?.toISOString()} title={validDate?.toLocaleString()} className="text-xs text-muted-foreground">
          {relativeTime(createdAt, now)}
        </time>
      </div>
    </div>
  );
}
