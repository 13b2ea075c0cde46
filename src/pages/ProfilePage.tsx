import { LoginButton } from '@/features/accounts/public';
import { useBootViewRelease } from '@/features/first-paint/public';
import { BackToMarketplace } from '@/features/listing-card/public';
import { MuteButton, MutedSellerNotice, useIsMuted } from '@/features/mutes/public';
import { ProfileListings, useProfileListings } from '@/features/profile-listings/public';
import { ProfileHeader, ProfileHeaderSkeleton, ProfileScreenFrame, useProfileFirstAnswer } from '@/features/profiles/public';
import { ReportButton } from '@/features/reports/public';
import { SellerFacts } from '@/features/seller-facts/public';
import { FollowButton, ProfileNetwork } from '@/features/web-of-trust/public';
import { useFirstContentHold } from '@/lib/useFirstContentHold';
import { usePageTitle } from '@/lib/usePageTitle';
import { displayName } from '@/nostr/profile';

export interface ProfileScreenProps {
  /** Hex key of the person. */
  pubkey: string;
  /** Relay hints of the link (an `nprofile`'s). */
  hints?: readonly string[];
}

/**
 * Beside the person's picture: 'Follow' (docs/product.md §2 Web of trust), 'Report' (§2 Report) and 'Mute
 * seller' (§2 Mute). The build draws them into the profile's first view too (src/app/prerender-home.tsx).
 */
export function ProfileActions({ pubkey, name }: { pubkey: string; name: string }) {
  return (
    <>
      <FollowButton pubkey={pubkey} />
      <ReportButton target={{ type: 'profile', pubkey }} name={name} />
      <MuteButton pubkey={pubkey} name={name} loginButton={<LoginButton className="w-full" />} />
    </>
  );
}

/**
 * `/npub…` and `/nprofile…` (docs/product.md §2 Profile page): the person, then their cars for sale and sold.
 * The header holds what the network can prove of them (docs/product.md §2 Seller facts: first seen, listings;
 * the header shows the NIP-05 address itself), 'Report' (docs/product.md §2 Report) and 'Mute seller' (§2
 * Mute).
 */
export function ProfileScreen({ pubkey, hints }: ProfileScreenProps) {
  usePageTitle('Profile');
  const { profile, answered } = useProfileFirstAnswer(pubkey, hints);
  // Their cars are read beside the profile, not after it.
  useProfileListings(pubkey, hints);
  // The person's name and about text are the page's main content (src/lib/first-content.ts); the boot script's
  // copy of this first view (features/first-paint, boot profile) goes once the page has drawn it.
  useFirstContentHold(!answered);
  useBootViewRelease(answered);
  const name = displayName(profile?.metadata, pubkey);
  const muted = useIsMuted(pubkey);
  if (!answered) {
    // The header's frame alone, over a screen's height: nothing on screen moves when the profile fills it in.
    return (
      <ProfileScreenFrame pending>
        <BackToMarketplace />
        <ProfileHeaderSkeleton />
      </ProfileScreenFrame>
    );
  }
  return (
    <ProfileScreenFrame>
      <BackToMarketplace />
      <ProfileHeader
        pubkey={pubkey}
        hints={hints}
        facts={<SellerFacts pubkey={pubkey} hints={hints} withNip05={false} className="mt-2 sm:flex-row sm:flex-wrap sm:gap-x-5" />}
        actions={<ProfileActions pubkey={pubkey} name={name} />}
      />
      <ProfileNetwork pubkey={pubkey} />
      {muted ? <MutedSellerNotice pubkey={pubkey} subject="their listings" /> : <ProfileListings pubkey={pubkey} hints={hints} name={name} />}
    </ProfileScreenFrame>
  );
}
