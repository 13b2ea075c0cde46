import { CopyIcon } from 'lucide-react';
import { useMemo } from 'react';

import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import type { NostrEvent } from '@/nostr/event';

import { copyWithToast } from '@/lib/clipboard';

interface EventJsonDialogProps {
  event: NostrEvent;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The signed event exactly as received, pretty-printed: lets anyone check tags and signature by hand. */
export function EventJsonDialog({ event, open, onOpenChange }: EventJsonDialogProps) {
  const json = useMemo(() => JSON.stringify(event, null, 2), [event]);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>Event JSON</DialogTitle>
          <DialogDescription>The signed event of this comment, as the relay returned it.</DialogDescription>
        </DialogHeader>
        {/* Wrapped rather than scrolled sideways: ids and signatures are long single words. */}
        <pre
          data-testid="event-json"
          className="min-w-0 max-h-[60dvh] overflow-auto whitespace-pre-wrap break-all rounded-md bg-muted p-3 font-mono text-xs leading-relaxed"
        >
          {json}
        </pre>
        <Button variant="outline" className="justify-self-end" onClick={() => void copyWithToast(json, { title: 'Event JSON copied' })}>
          <CopyIcon aria-hidden="true" />
          Copy JSON
        </Button>
      </DialogContent>
    </Dialog>
  );
}
