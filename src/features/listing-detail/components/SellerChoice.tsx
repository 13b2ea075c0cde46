import { ChevronRightIcon } from 'lucide-react';
import { Link } from 'react-router';

import { useProfile } from '@/features/profiles/public';
import type { CarListing } from '@/nostr/listing';
import { displayName, shortenPubkey } from '@/nostr/profile';

import { formatPrice, listingPath } from '@/features/listings/public';
import { SellerAvatar } from './SellerAvatar';

/** One seller's version of a shared listing id: who publishes it, under what title, and a link to it. */
export function SellerChoice({ listing }: { listing: CarListing }) {
  const { data: profile } = useProfile(listing.pubkey);
  const name = displayName(profile?.metadata, listing.pubkey);
  return (
    <Link
      to={listingPath(listing)}
      className="flex items-center gap-3 rounded-lg border bg-card p-4 transition-colors hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
    >
      <SellerAvatar name={name} picture={profile?.metadata.picture} className="size-10" />
      <span className="min-w-0 flex-1">
        <span className="block truncate font-semibold">{name}</span>
        <span className="block truncate font-mono text-xs text-muted-foreground">{shortenPubkey(listing.pubkey)}</span>
        <span className="mt-1 block truncate text-sm">
          {listing.title} · {formatPrice(listing.price, listing.hasPrice)}
        </span>
      </span>
      <ChevronRightIcon className="size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
    </Link>
  );
}
