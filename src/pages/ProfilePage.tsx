import { BackToMarketplace } from '@/features/listing-card/public';
import { ProfileListings, useProfileListings } from '@/features/profile-listings/public';
import { ProfileHeader, useProfile } from '@/features/profiles/public';
import { ReportButton } from '@/features/reports/public';
import { usePageTitle } from '@/lib/usePageTitle';
import { displayName } from '@/nostr/profile';

export interface ProfileScreenProps {
  /** Hex key of the person. */
  pubkey: string;
  /** Relay hints of the link (an `nprofile`'s). */
  hints?: readonly string[];
}

/**
 * `/npub…` and `/nprofile…` (docs/product.md §2 Profile page): the person, then their cars for sale and sold.
 * 'Member since' counts their listings too, so the header is given their timestamps; 'Report' (docs/product.md
 * §2 Report) sits in the header.
 */
export function ProfileScreen({ pubkey, hints }: ProfileScreenProps) {
  usePageTitle('Profile');
  const { data: profile } = useProfile(pubkey, { outbox: true, hints });
  const { data: listings } = useProfileListings(pubkey, hints);
  const seenAt = listings === undefined ? [] : [...listings.active, ...listings.sold].map((listing) => listing.createdAt);
  const name = displayName(profile?.metadata, pubkey);
  return (
    <div className="mx-auto max-w-6xl px-4 py-6 sm:px-6">
      <div className="space-y-6" data-testid="nip19-screen" data-type="profile">
        <BackToMarketplace />
        <ProfileHeader pubkey={pubkey} hints={hints} seenAt={seenAt} actions={<ReportButton target={{ type: 'profile', pubkey }} name={name} />} />
        <ProfileListings pubkey={pubkey} hints={hints} name={name} />
      </div>
    </div>
  );
}
