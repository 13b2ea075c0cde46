import { TriangleAlertIcon } from 'lucide-react';
import { Link } from 'react-router';

import { listingPath } from '@/features/listings/public';
import type { CarListing } from '@/nostr/listing';

import { usePhotoReuse } from '../usePhotoReuse';

export const PHOTO_REUSE_TEXT = "This photo also appears in another seller's listing";

/**
 * docs/product.md §2 Photo reuse: an amber warning under the price, like the VIN warnings, when one of the
 * listing's photos was first published in another seller's listing, with a link to that listing. Nothing
 * otherwise; `data-state` on the quiet marker says when every source has answered, so a test can tell "no
 * warning" from "not yet".
 */
export function PhotoReuseWarning({ listing }: { listing: CarListing }) {
  const { reuse, checked } = usePhotoReuse(listing);
  if (reuse === undefined) return <span hidden data-testid="photo-reuse-check" data-state={checked ? 'done' : 'checking'} />;
  return (
    <p
      data-testid="photo-reuse-warning"
      data-hash={reuse.hash}
      className="flex gap-2 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100"
    >
      <TriangleAlertIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span className="min-w-0 break-words">
        {PHOTO_REUSE_TEXT}.{' '}
        <Link to={listingPath(reuse.original)} className="font-medium underline underline-offset-2" data-testid="photo-reuse-link">
          See the earlier listing
        </Link>
      </span>
    </p>
  );
}
