import { BadgeCheckIcon, Loader2Icon, RotateCcwIcon } from 'lucide-react';

import { Button } from '@/components/ui/button';
import type { CarListing } from '@/nostr/listing';

import { useListingStatusChange } from '@/features/listings/public';

/** 'Mark as sold' / 'Mark as available' (docs/product.md §2 Seller actions): one action, the other status. */
export function ListingStatusButton({ listing, seenOn, className }: { listing: CarListing; seenOn: readonly string[]; className?: string }) {
  const change = useListingStatusChange();
  const next = listing.status === 'sold' ? 'active' : 'sold';
  const busy = change.isPending;
  let label = next === 'sold' ? 'Mark as sold' : 'Mark as available';
  if (busy) label = next === 'sold' ? 'Marking as sold...' : 'Marking as available...';
  return (
    <Button variant="outline" size="sm" className={className} disabled={busy} onClick={() => change.mutate({ listing, status: next, seenOn })}>
      {busy ? (
        <Loader2Icon className="animate-spin" aria-hidden="true" />
      ) : next === 'sold' ? (
        <BadgeCheckIcon aria-hidden="true" />
      ) : (
        <RotateCcwIcon aria-hidden="true" />
      )}
      {label}
    </Button>
  );
}
