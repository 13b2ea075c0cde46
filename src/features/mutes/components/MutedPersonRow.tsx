import { Link } from 'react-router';

import { Avatar, AvatarFallback, AvatarImage } from '@/components/ui/avatar';
import { useProfile } from '@/features/profiles/public';
import { npubEncode } from '@/nostr/npub';
import { displayName } from '@/nostr/profile';

import { UnmuteButton } from './UnmuteButton';

/** One muted person on the 'Muted' screen: avatar and name (linking to their profile), and 'Unmute'. */
export function MutedPersonRow({ pubkey }: { pubkey: string }) {
  const { data: profile } = useProfile(pubkey, { outbox: true });
  const name = displayName(profile?.metadata, pubkey);
  const initial = Array.from(name.trim())[0]?.toUpperCase() ?? '?';
  const path = `/${npubEncode(pubkey)}`;
  return (
    <li className="flex items-center gap-3 px-4 py-3" data-testid="muted-person">
      <Link to={path} tabIndex={-1} aria-hidden="true" className="shrink-0">
        <Avatar className="size-10">
          {profile?.metadata.picture !== undefined && <AvatarImage src={profile.metadata.picture} alt="" />}
          <AvatarFallback>{initial}</AvatarFallback>
        </Avatar>
      </Link>
      <Link to={path} className="min-w-0 flex-1 truncate font-medium hover:underline" title={name}>
        {name}
      </Link>
      <UnmuteButton target={{ type: 'pubkey', value: pubkey }} name={name} />
    </li>
  );
}
