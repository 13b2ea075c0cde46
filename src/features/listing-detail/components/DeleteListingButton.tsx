import { Trash2Icon } from 'lucide-react';
import { Suspense, useState } from 'react';

import { Button } from '@/components/ui/button';
import type { CarListing } from '@/nostr/listing';
import { lazyWithPreload } from '@/lib/lazy-with-preload';
import { cn } from '@/lib/utils';

import type { DeleteListingDialogProps } from './DeleteListingDialog';

/**
 * The confirmation and the deletion's code (a dialog, NIP-09 publishing) download when the pointer or the
 * focus reaches 'Delete', not with the page: My Listings shows a button on every row.
 */
const dialog = lazyWithPreload<DeleteListingDialogProps>(() => import('./DeleteListingDialog').then((module) => module.DeleteListingDialog));

/** 'Delete': opens the confirmation (a fresh one each time, so an earlier report never shows again). */
export function DeleteListingButton({ listing, seenOn, className }: { listing: CarListing; seenOn: readonly string[]; className?: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="outline"
        size="sm"
        className={cn('text-destructive hover:bg-destructive/10 hover:text-destructive', className)}
        onPointerEnter={dialog.preload}
        onFocus={dialog.preload}
        onClick={() => setOpen(true)}
      >
        <Trash2Icon aria-hidden="true" />
        Delete
      </Button>
      {open && (
        <Suspense fallback={null}>
          <dialog.Component listing={listing} seenOn={seenOn} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
