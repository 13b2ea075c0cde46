import { Link } from 'react-router';

import { useProfile } from '@/features/profiles/public';
import { displayName } from '@/nostr/profile';

/** A `nostr:` profile mention in an event's text, shown as '@{name}' and linking to `/{nip19}`. */
export function ProfileMentionLink({ bech32, pubkey, className }: { bech32: string; pubkey: string; className?: string }) {
  const { data: profile } = useProfile(pubkey);
  return (
    <Link to={`/${bech32}`} className={className} title={bech32}>
      @{displayName(profile?.metadata, pubkey)}
    </Link>
  );
}
