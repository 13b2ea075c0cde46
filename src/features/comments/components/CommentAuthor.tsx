import { Link } from 'react-router';

import { Avatar, AvatarFallback, AvatarImage } from '@/components/ui/avatar';
import { useProfile } from '@/features/profiles/public';
import { relativeTime } from '@/lib/relative-time';
import { npubEncode } from '@/nostr/npub';
import { displayName } from '@/nostr/profile';

import { useNow } from '../use-now';

/**
 * Avatar, name and age of a comment. Both avatar and name link to the author's `/<npub>` route; the avatar
 * link is hidden from assistive technology so the name is announced once.
 */
export function CommentAuthor({ pubkey, createdAt }: { pubkey: string; createdAt: number }) {
  const { data: profile } = useProfile(pubkey);
  const now = useNow();
  const name = displayName(profile?.metadata, pubkey);
  const picture = profile?.metadata.picture;
  const profilePath = `/${npubEncode(pubkey)}`;
  const initial = Array.from(name.trim())[0]?.toUpperCase() ?? '?';
  const date = new Date(createdAt * 1000);
  // A signed `created_at` can lie beyond the last date JavaScript represents (year 275760): toISOString()
  // would throw for it and take the whole page down, so such a comment just has no machine-readable date.
  const validDate = Number.isFinite(date.getTime()) ? date : undefined;

  return (
    <div className="flex min-w-0 flex-1 items-center gap-3">
      <Link to={profilePath} tabIndex={-1} aria-hidden="true" className="shrink-0">
        <Avatar className="size-9">
          {picture !== undefined && <AvatarImage src={picture} alt="" referrerPolicy="no-referrer" />}
          <AvatarFallback className="bg-primary/10 text-sm text-primary">{initial}</AvatarFallback>
        </Avatar>
      </Link>
      <div className="flex min-w-0 flex-col sm:flex-row sm:items-baseline sm:gap-2">
        <Link
          to={profilePath}
          className="truncate text-sm font-semibold hover:underline"
          title={name}
          data-testid="comment-author"
        >
          {name}
        </Link>
        <time
          dateTime={validDate?.toISOString()}
          title={validDate?.toLocaleString()}
          className="shrink-0 text-xs text-muted-foreground"
        >
          {relativeTime(createdAt, now)}
        </time>
      </div>
    </div>
  );
}
