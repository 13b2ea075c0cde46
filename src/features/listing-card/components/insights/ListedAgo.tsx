import { cn } from '@/lib/utils';
import type { CarListing } from '@/nostr/listing';
import { listedAgoText } from '@/nostr/listing-age';

/** 'Listed today' / 'Listed N days ago' from `published_at` (docs/product.md §2 Buyer insight); nothing without one. */
export function ListedAgo({ listing, className }: { listing: Pick<CarListing, 'publishedAt'>; className?: string }) {
  const text = listedAgoText(listing.publishedAt);
  if (text === undefined) return null;
  return (
    <span data-testid="listed-ago" className={cn('text-xs text-muted-foreground', className)}>
      {text}
    </span>
  );
}
