import { CalendarIcon, CarFrontIcon } from 'lucide-react';
import { useState } from 'react';

import { useProfileListings } from '@/features/profile-listings/public';
import { formatMemberSince, memberSince, Nip05Address, useNip05Verification, useProfile } from '@/features/profiles/public';
import { cn } from '@/lib/utils';

import { firstSeenText, listingCountText } from '../fact-texts';

export interface SellerFactsProps {
  /** Hex key of the seller. */
  pubkey: string;
  /** Relay hints of the link (an `nprofile`'s), as the profile page reads them. */
  hints?: readonly string[];
  /** Whether to show a verified NIP-05 address: the profile header shows the address itself. */
  withNip05?: boolean;
  className?: string;
}

/**
 * docs/product.md §2 Seller facts: what the network can prove about a seller, on the seller card and the profile
 * page — their NIP-05 address only once its domain confirms it, 'First seen on these relays: {month year}' (the
 * oldest `created_at` among their profile and listings, through memberSince), and '3 listings · 1 sold'. The
 * listings come from the profile page's reader (the same query, so the profile reads them once), in the
 * background: each line appears when its answer is in (the count's line is kept for it meanwhile), and nothing
 * waits for it.
 */
export function SellerFacts({ pubkey, hints, withNip05 = true, className }: SellerFactsProps) {
  const { data: profile } = useProfile(pubkey, { outbox: true, hints });
  const { data: listings } = useProfileListings(pubkey, hints);
  const address = withNip05 ? profile?.metadata.nip05 : undefined;
  const nip05 = useNip05Verification(address, pubkey);
  const verified = nip05.data === true;
  // Said on the list, so a test can tell "not verified" from "still checking" (nothing shows in either case).
  const nip05State = address === undefined || address === '' ? 'none' : nip05.isPending ? 'checking' : verified ? 'verified' : 'unverified';
  // The opening time is precise enough to tell a plausible timestamp from one far in the future.
  const [openedAt] = useState(() => Math.floor(Date.now() / 1000));
  const own = listings === undefined ? [] : [...listings.active, ...listings.sold];
  const since = memberSince([profile?.event.created_at, ...own.map((listing) => listing.createdAt)], openedAt);
  const count = listings === undefined ? undefined : listingCountText(listings.active.length, listings.sold.length);

  return (
    <ul className={cn('flex min-w-0 flex-col gap-1.5 text-sm text-muted-foreground empty:hidden', className)} data-testid="seller-facts" data-nip05={nip05State} aria-label="Seller facts">
      {address !== undefined && verified && (
        <li className="min-w-0">
          <Nip05Address address={address} pubkey={pubkey} />
        </li>
      )}
      {since !== undefined && (
        <li className="flex items-center gap-1.5" data-testid="seller-first-seen">
          <CalendarIcon className="size-4 shrink-0" aria-hidden="true" />
          <span>{firstSeenText(formatMemberSince(since))}</span>
        </li>
      )}
      {count === undefined ? (
        // The count's line is kept while the listings load: the text under it does not move when it comes.
        <li aria-hidden="true" className="h-5" data-testid="seller-listing-count-pending" />
      ) : (
        <li className="flex items-center gap-1.5" data-testid="seller-listing-count">
          <CarFrontIcon className="size-4 shrink-0" aria-hidden="true" />
          <span>{count}</span>
        </li>
      )}
    </ul>
  );
}
