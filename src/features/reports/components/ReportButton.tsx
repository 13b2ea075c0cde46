import { FlagIcon } from 'lucide-react';
import { useState } from 'react';

import { Button } from '@/components/ui/button';
import { useCurrentUser } from '@/features/session/public';
import { cn } from '@/lib/utils';
import type { ReportTarget } from '@/nostr/report';

import { ReportDialogs } from './ReportDialogs';

interface ReportButtonProps {
  target: ReportTarget;
  /** The person's display name, for the dialog's title. */
  name: string;
  className?: string;
}

/**
 * 'Report' (docs/product.md §2 Report): a NIP-56 report of a listing or a person. Nobody reports themselves,
 * so it is not shown on one's own listing or profile; signed out it asks to log in first.
 */
export function ReportButton({ target, name, className }: ReportButtonProps) {
  const { user } = useCurrentUser();
  const [open, setOpen] = useState(false);
  if (user?.pubkey === target.pubkey) return null;
  return (
    <>
      <Button variant="ghost" size="sm" className={cn('text-muted-foreground', className)} onClick={() => setOpen(true)}>
        <FlagIcon aria-hidden="true" />
        Report
      </Button>
      <ReportDialogs open={open} onOpenChange={setOpen} target={target} name={name} />
    </>
  );
}
