import { Link } from 'react-router';

import { Avatar, AvatarFallback, AvatarImage } from '@/components/ui/avatar';
import { relativeTime } from '@/lib/relative-time';
import { cn } from '@/lib/utils';
import { npubEncode } from '@/nostr/npub';
import { displayName } from '@/nostr/profile';

import { useProfile } from '../useProfile';

export interface AuthorLineProps {
  pubkey: string;
  /** When the author wrote it (unix seconds). */
  createdAt: number;
  /** "Now" for the relative time: callers that keep it ticking pass theirs. */
  now: number;
  /** `md` for a card's author, `sm` for a comment's. */
  size?: 'sm' | 'md';
  /** Ask the author's own relays when the read relays lack their profile. */
  outbox?: boolean;
  testId?: string;
}

/**
 * Avatar, name and age of something someone wrote (a comment, an event): avatar and name link to the author's
 * `/{npub}` route; the avatar link is hidden from assistive technology so the name is announced once.
 */
export function AuthorLine({ pubkey, createdAt, now, size = 'sm', outbox = false, testId }: AuthorLineProps) {
  const { data: profile } = useProfile(pubkey, { outbox });
  const name = displayName(profile?.metadata, pubkey);
  const picture = profile?.metadata.picture;
  const profilePath = `/${npubEncode(pubkey)}`;
  const initial = Array.from(name.trim())[0]?.toUpperCase() ?? '?';
  const date = new Date(createdAt * 1000);
  // A signed `created_at` can lie beyond the last date JavaScript represents (year 275760): toISOString()
  // would throw for it and take the whole page down, so such a date is just not machine-readable.
  const validDate = Number.isFinite(date.getTime()) ? date : undefined;
  const small = size === 'sm';

  return (
    <div className="flex min-w-0 flex-1 items-center gap-3">
      <Link to={profilePath} tabIndex={-1} aria-hidden="true" className="shrink-0">
        <Avatar className={small ? 'size-9' : 'size-11'}>
          {picture !== undefined && <AvatarImage src={picture} alt="" referrerPolicy="no-referrer" />}
          <AvatarFallback className={cn('bg-primary/10 text-primary', small && 'text-sm')}>{initial}</AvatarFallback>
        </Avatar>
      </Link>
      <div className={cn('flex min-w-0 flex-col', small && 'sm:flex-row sm:items-baseline sm:gap-2')}>
        <Link to={profilePath} className={cn('truncate font-semibold hover:underline', small && 'text-sm')} title={name} data-testid={testId}>
          {name}
        </Link>
        <time dateTime={validDate?.toISOString()} title={validDate?.toLocaleString()} className="shrink-0 text-xs text-muted-foreground">
          {relativeTime(createdAt, now)}
        </time>
      </div>
    </div>
  );
}
