import { CheckCircle2Icon, LockIcon } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';

import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { useCurrentUser } from '@/features/session/public';

import type { SendAbout } from '../api/message-types';
import { useDmRelays } from '../api/useDmRelays';
import { useEnsureDmRelays } from '../api/useEnsureDmRelays';
import { NO_DM_RELAYS } from '../api/useSendMessage';
import { firstLineAbout } from './first-message';
import { MessageComposer } from './MessageComposer';
import { messagesThreadPath } from './messages-paths';

export interface MessageSellerDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Hex key of the seller. */
  seller: string;
  sellerName: string;
  /** The listing: its address, a relay it was seen on and its title. */
  about: SendAbout;
  /** The public ways to reach a seller who cannot receive private messages (identifiers, comments). */
  publicWays: ReactNode;
}

/**
 * 'Message Seller' (docs/product.md §2 Listing detail): a composer pre-filled with a first line about the car;
 * the message names the listing so the seller knows which car it is about. A seller without a DM relay list
 * cannot be written to: the dialog says so and shows the public ways instead. For a signed-in user only.
 */
export function MessageSellerDialog({ open, onOpenChange, seller, sellerName, about, publicWays }: MessageSellerDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>Message {sellerName}</DialogTitle>
          <DialogDescription className="flex items-center gap-1.5">
            <LockIcon className="size-3.5 shrink-0" aria-hidden="true" />
            End-to-end encrypted: only you and the seller can read it.
          </DialogDescription>
        </DialogHeader>
        {open && <MessageSellerBody seller={seller} about={about} publicWays={publicWays} />}
      </DialogContent>
    </Dialog>
  );
}

function MessageSellerBody({ seller, about, publicWays }: Pick<MessageSellerDialogProps, 'seller' | 'about' | 'publicWays'>) {
  const { user } = useCurrentUser();
  const relays = useDmRelays(seller);
  // The sender needs a DM relay list too: their own copy goes there, and the seller's answer.
  useEnsureDmRelays();
  const [sent, setSent] = useState(false);
  if (!user) return null;

  if (sent) {
    return (
      <div className="space-y-3 text-center" role="status">
        <CheckCircle2Icon className="mx-auto size-10 text-primary" aria-hidden="true" />
        <p className="font-medium">Message sent</p>
        <p className="text-sm text-muted-foreground">You will find the seller's answer in Messages.</p>
        <Button asChild>
          <Link to={messagesThreadPath(seller)}>Open conversation</Link>
        </Button>
      </div>
    );
  }
  if (relays.status === 'loading') {
    return <p className="text-sm text-muted-foreground">Checking whether the seller can receive private messages...</p>;
  }
  if (relays.status !== 'ready') {
    return (
      <div className="space-y-3" data-testid="no-dm-relays">
        <p role="status" className="font-medium">
          {relays.status === 'none' ? NO_DM_RELAYS : 'Could not find out whether this seller can receive private messages.'}
        </p>
        <p className="text-sm text-muted-foreground">You can still reach them publicly:</p>
        {publicWays}
      </div>
    );
  }
  return (
    <div className="space-y-3">
      <p className="truncate text-sm">
        <span className="text-muted-foreground">About: </span>
        <span className="font-medium">{about.title}</span>
      </p>
      <MessageComposer me={user.pubkey} peer={seller} about={about} initialText={firstLineAbout(about.title)} rows={4} autoFocus onSent={() => setSent(true)} />
    </div>
  );
}
