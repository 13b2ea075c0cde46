import { Link } from 'react-router';

import { Avatar, AvatarFallback, AvatarImage } from '@/components/ui/avatar';
import { useProfile } from '@/features/profiles/public';
import { npubEncode } from '@/nostr/npub';
import { displayName } from '@/nostr/profile';

/** Avatars shown at most: the count says how many there are. */
const AVATARS_SHOWN = 5;

/** One person's avatar linking to their profile, named by its link (their name). */
export function FollowerAvatar({ pubkey }: { pubkey: string }) {
  const { data: profile } = useProfile(pubkey);
  const name = displayName(profile?.metadata, pubkey);
  const picture = profile?.metadata.picture;
  const initial = Array.from(name.trim())[0]?.toUpperCase() ?? '?';
  return (
    <Link to={`/${npubEncode(pubkey)}`} title={name} aria-label={name} className="block shrink-0 rounded-full ring-2 ring-card">
      <Avatar className="size-7">
        {picture !== undefined && <AvatarImage src={picture} alt="" referrerPolicy="no-referrer" />}
        <AvatarFallback className="bg-primary/10 text-xs text-primary" aria-hidden="true">
          {initial}
        </AvatarFallback>
      </Avatar>
    </Link>
  );
}

/** The faces of the people the user follows who follow someone, each linking to their profile. */
export function FollowerAvatars({ pubkeys, label }: { pubkeys: readonly string[]; label: string }) {
  return (
    <ul aria-label={label} className="flex -space-x-2">
      {pubkeys.slice(0, AVATARS_SHOWN).map((pubkey) => (
        <li key={pubkey}>
          <FollowerAvatar pubkey={pubkey} />
        </li>
      ))}
    </ul>
  );
}
