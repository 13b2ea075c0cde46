import { Trash2Icon } from 'lucide-react';
import { useState } from 'react';

import { Button } from '@/components/ui/button';
import type { CarListing } from '@/nostr/listing';
import { cn } from '@/lib/utils';

import { DeleteListingDialog } from './DeleteListingDialog';

/** 'Delete': opens the confirmation (a fresh one each time, so an earlier report never shows again). */
export function DeleteListingButton({ listing, seenOn, className }: { listing: CarListing; seenOn: readonly string[]; className?: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="outline"
        size="sm"
        className={cn('text-destructive hover:bg-destructive/10 hover:text-destructive', className)}
        onClick={() => setOpen(true)}
      >
        <Trash2Icon aria-hidden="true" />
        Delete
      </Button>
      {open && <DeleteListingDialog listing={listing} seenOn={seenOn} onClose={() => setOpen(false)} />}
    </>
  );
}
