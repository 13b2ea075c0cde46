import { CopyIcon, UserIcon } from 'lucide-react';
import { Link } from 'react-router';

import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { npubEncode } from '@/nostr/npub';
import type { ProfileMetadata } from '@/nostr/profile';

import { copyWithToast } from '@/lib/clipboard';
import { ContactField } from './ContactField';
import { SellerAvatar } from './SellerAvatar';
import { sellerContacts } from './seller-contacts';

interface ContactSellerDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  pubkey: string;
  name: string;
  metadata: ProfileMetadata | undefined;
}

/** Who the seller is and how to reach them: their npub (copyable) and the contact fields of their profile. */
export function ContactSellerDialog({ open, onOpenChange, pubkey, name, metadata }: ContactSellerDialogProps) {
  const npub = npubEncode(pubkey);
  const contacts = sellerContacts(metadata);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <div className="flex items-center gap-3">
            <SellerAvatar name={name} picture={metadata?.picture} />
            <div className="min-w-0 text-left">
              <DialogTitle className="truncate">Contact {name}</DialogTitle>
              <DialogDescription>Reach the seller through the details they published on Nostr.</DialogDescription>
            </div>
          </div>
        </DialogHeader>
        <div className="space-y-2">
          <p className="text-xs text-muted-foreground" id="seller-npub-label">
            Public key (npub)
          </p>
          <div className="flex items-center gap-2">
            <code aria-labelledby="seller-npub-label" className="min-w-0 flex-1 break-all rounded-md bg-muted px-3 py-2 font-mono text-xs">
              {npub}
            </code>
            <Button
              variant="outline"
              size="icon"
              aria-label="Copy npub"
              onClick={() => void copyWithToast(npub, { title: 'Copied to clipboard!', description: "The seller's npub is in your clipboard." })}
            >
              <CopyIcon />
            </Button>
          </div>
        </div>
        {contacts.length > 0 ? (
          <dl className="grid gap-3">
            {contacts.map((contact) => (
              <ContactField key={contact.label} {...contact} />
            ))}
          </dl>
        ) : (
          <p className="text-sm text-muted-foreground">
            This seller has not published contact details in their profile. Message them on Nostr using their npub.
          </p>
        )}
        <Button asChild variant="outline">
          <Link to={`/${npub}`}>
            <UserIcon />
            View seller profile
          </Link>
        </Button>
      </DialogContent>
    </Dialog>
  );
}
