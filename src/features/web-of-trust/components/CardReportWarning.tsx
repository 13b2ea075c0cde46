import { TriangleAlertIcon } from 'lucide-react';

import type { CarListing } from '@/nostr/listing';
import { listingAddress } from '@/nostr/listing-address';
import { reportedByLabel } from '@/nostr/network-reports';

import { useNetworkReports } from '../useNetworkReports';

/** A card's small warning when people the user follows reported the listing or its seller (details on its page). */
export function CardReportWarning({ listing }: { listing: CarListing }) {
  const summary = useNetworkReports({ pubkey: listing.pubkey, address: listingAddress(listing) });
  if (summary.reporters.length === 0) return null;
  return (
    <p data-testid="card-report-warning" className="flex items-center gap-1 truncate text-xs font-medium text-destructive">
      <TriangleAlertIcon className="size-3.5 shrink-0" aria-hidden="true" />
      {reportedByLabel(summary.reporters.length)}
    </p>
  );
}
