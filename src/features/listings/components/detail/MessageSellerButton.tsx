import { MailIcon, MessageSquareIcon } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';

import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { LoginButton } from '@/features/accounts/public';
import { useCurrentUser } from '@/features/session/public';
import type { CarListing } from '@/nostr/listing';
import { listingCoordinate } from '@/nostr/listing';

import { LISTING_COMMENTS_ID } from './ListingCommentsSlot';

// The composer, the NIP-17 code and the seller's DM relay lookup load when the button is pressed.
const MessageSellerDialog = lazy(() => import('@/features/messages/public').then((module) => ({ default: module.MessageSellerDialog })));

interface MessageSellerButtonProps {
  listing: CarListing;
  /** Relays the listing was seen on: the first is the message's relay hint. */
  seenOn: readonly string[];
  sellerName: string;
  /** Opens the Contact Seller dialog (the seller's public identifiers). */
  onShowContacts: () => void;
}

/**
 * 'Message Seller' (docs/product.md §2 Listing detail): a private NIP-17 message about this car. Signed out it
 * asks to sign in; a seller who cannot receive private messages gets their public ways instead (contact
 * details, comments). Not shown on one's own listing.
 */
export function MessageSellerButton({ listing, seenOn, sellerName, onShowContacts }: MessageSellerButtonProps) {
  const { user } = useCurrentUser();
  const [open, setOpen] = useState(false);
  if (user?.pubkey === listing.pubkey) return null;

  const showContacts = () => {
    setOpen(false);
    onShowContacts();
  };
  const goToComments = () => {
    setOpen(false);
    // After the dialog gave focus back: move to the comments and put focus there for keyboard users.
    requestAnimationFrame(() => {
      const comments = document.getElementById(LISTING_COMMENTS_ID);
      comments?.scrollIntoView({ block: 'start' });
      comments?.focus({ preventScroll: true });
    });
  };

  return (
    <>
      <Button className="w-full" onClick={() => setOpen(true)}>
        <MailIcon aria-hidden="true" />
        Message Seller
      </Button>
      {user === undefined ? (
        <Dialog open={open} onOpenChange={setOpen}>
          <DialogContent className="sm:max-w-md">
            <DialogHeader>
              <DialogTitle>Sign in to message the seller</DialogTitle>
              <DialogDescription>Log in or create an account to ask {sellerName} about this car in a private, end-to-end encrypted message.</DialogDescription>
            </DialogHeader>
            {/* Closes this dialog first: the login dialog takes its place. */}
            <div onClickCapture={() => setOpen(false)}>
              <LoginButton className="w-full" />
            </div>
          </DialogContent>
        </Dialog>
      ) : (
        open && (
          <Suspense fallback={null}>
            <MessageSellerDialog
              open={open}
              onOpenChange={setOpen}
              seller={listing.pubkey}
              sellerName={sellerName}
              about={{ address: listingCoordinate(listing), relay: seenOn[0], title: listing.title }}
              publicWays={
                <div className="flex flex-col gap-2 sm:flex-row">
                  <Button variant="outline" className="flex-1" onClick={showContacts}>
                    <MailIcon aria-hidden="true" />
                    Show contact details
                  </Button>
                  <Button variant="outline" className="flex-1" onClick={goToComments}>
                    <MessageSquareIcon aria-hidden="true" />
                    Ask in the comments
                  </Button>
                </div>
              }
            />
          </Suspense>
        )
      )}
    </>
  );
}
