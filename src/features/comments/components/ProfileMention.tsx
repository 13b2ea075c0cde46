import { Link } from 'react-router';

import { useProfile } from '@/features/profiles/public';
import { displayName } from '@/nostr/profile';

/** A mentioned profile by its name (its profile's, else the fallback name), like `@Satoshi`. */
export function ProfileMention({ bech32, pubkey, className }: { bech32: string; pubkey: string; className?: string }) {
  const { data: profile } = useProfile(pubkey);
  return (
    <Link to={`/${bech32}`} className={className} title={bech32}>
      @{displayName(profile?.metadata, pubkey)}
    </Link>
  );
}
