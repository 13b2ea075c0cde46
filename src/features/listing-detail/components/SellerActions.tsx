import { PencilIcon } from 'lucide-react';
import { Link } from 'react-router';

import { Button } from '@/components/ui/button';
import { editListingPath } from '@/config/seller';
import { useCurrentUser } from '@/features/session/public';
import type { CarListing } from '@/nostr/listing';
import { cn } from '@/lib/utils';

import { DeleteListingButton } from './DeleteListingButton';
import { ListingStatusButton } from './ListingStatusButton';

interface SellerActionsProps {
  listing: CarListing;
  /** Relays the version on screen was seen on: a new version or a deletion goes there too. */
  seenOn?: readonly string[];
  className?: string;
}

/**
 * 'Edit', 'Mark as sold' / 'Mark as available' and 'Delete' (docs/product.md §2 Seller actions), only for the
 * signed-in author of the listing: the seller is the listing's `pubkey`, never someone with the same `d`
 * (docs/architecture.md §7). Nothing renders for anyone else.
 */
export function SellerActions({ listing, seenOn = [], className }: SellerActionsProps) {
  const { user } = useCurrentUser();
  if (user === undefined || user.pubkey !== listing.pubkey) return null;
  return (
    <div role="group" aria-label="Seller actions" className={cn('flex flex-wrap gap-2', className)}>
      <Button asChild variant="outline" size="sm">
        <Link to={editListingPath(listing.id)}>
          <PencilIcon aria-hidden="true" />
          Edit
        </Link>
      </Button>
      <ListingStatusButton listing={listing} seenOn={seenOn} />
      <DeleteListingButton listing={listing} seenOn={seenOn} />
    </div>
  );
}
