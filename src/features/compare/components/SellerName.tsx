import { Link } from 'react-router';

import { useProfile } from '@/features/profiles/public';
import { npubEncode } from '@/nostr/npub';
import { displayName } from '@/nostr/profile';

/** The seller's display name (from their profile), linking to their profile page. */
export function SellerName({ pubkey }: { pubkey: string }) {
  const { data: profile } = useProfile(pubkey);
  return (
    <Link to={`/${npubEncode(pubkey)}`} className="break-words underline-offset-4 hover:underline [overflow-wrap:anywhere]">
      {displayName(profile?.metadata, pubkey)}
    </Link>
  );
}
