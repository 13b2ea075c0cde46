import { useMemo } from 'react';

import type { CarListing } from '@/nostr/listing';
import { listingAddress } from '@/nostr/listing-address';

import { useNetworkReports } from '../useNetworkReports';
import { useWebOfTrust } from '../useWebOfTrust';
import { FollowButton } from './FollowButton';
import { FollowFacts } from './FollowFacts';
import { NetworkReportWarning } from './NetworkReportWarning';

/**
 * The seller card's part of the web of trust (docs/product.md §2 Web of trust, Reports from your network):
 * reports of the listing or its seller by people the user follows, who of them follows the seller, and
 * 'Follow'.
 */
export function SellerNetwork({ listing }: { listing: CarListing }) {
  const eventIds = useMemo(() => [listing.event.id], [listing.event.id]);
  const summary = useNetworkReports({ pubkey: listing.pubkey, address: listingAddress(listing), eventIds });
  const { listsRead } = useWebOfTrust();
  return (
    // What the network was asked is in data attributes: a screen with no warning can say it checked.
    <div className="space-y-3" data-testid="seller-network" data-reports-checked={summary.checked} data-network-read={listsRead}>
      <NetworkReportWarning summary={summary} />
      <FollowFacts pubkey={listing.pubkey} />
      <FollowButton pubkey={listing.pubkey} className="items-start" />
    </div>
  );
}

/** The profile's part: reports of the person by people the user follows, and who of them follows them. */
export function ProfileNetwork({ pubkey }: { pubkey: string }) {
  const summary = useNetworkReports({ pubkey });
  if (summary.reporters.length === 0) return <FollowFacts pubkey={pubkey} />;
  return (
    <div className="space-y-3">
      <NetworkReportWarning summary={summary} />
      <FollowFacts pubkey={pubkey} />
    </div>
  );
}
