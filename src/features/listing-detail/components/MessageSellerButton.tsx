import { MailIcon, MessageSquareIcon } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';

import { Button } from '@/components/ui/button';
import { useCurrentUser } from '@/features/session/public';
import type { CarListing } from '@/nostr/listing';
import { listingAddress } from '@/nostr/listing-address';

import { LISTING_COMMENTS_ID } from './listing-comments-anchor';

// Both dialogs load when the button is pressed: signed out, the sign-in prompt; signed in, the composer
// (with the NIP-17 code and the seller's DM relay lookup).
const SignInToMessageDialog = lazy(() => import('./SignInToMessageDialog').then((module) => ({ default: module.SignInToMessageDialog })));
const MessageSellerDialog = lazy(() => import('@/features/messages/public').then((module) => ({ default: module.MessageSellerDialog })));

interface MessageSellerButtonProps {
  listing: CarListing;
  /** Relays the listing was seen on: the first is the message's relay hint. */
  seenOn: readonly string[];
  sellerName: string;
  /** Opens the Contact Seller dialog (the seller's public identifiers). */
  onShowContacts: () => void;
  /** 'lg' under the price (a 44 px target), the default size in the phone's contact bar. */
  size?: 'lg' | 'default';
}

/**
 * 'Message Seller' (docs/product.md §2 Listing detail): a private NIP-17 message about this car. Signed out it
 * asks to sign in; a seller who cannot receive private messages gets their public ways instead (contact
 * details, comments). Not shown on one's own listing.
 */
export function MessageSellerButton({ listing, seenOn, sellerName, onShowContacts, size = 'default' }: MessageSellerButtonProps) {
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
      <Button size={size} className="w-full" onClick={() => setOpen(true)}>
        <MailIcon aria-hidden="true" />
        Message Seller
      </Button>
      {user === undefined ? (
        open && (
          <Suspense fallback={null}>
            <SignInToMessageDialog open={open} onOpenChange={setOpen} sellerName={sellerName} />
          </Suspense>
        )
      ) : (
        open && (
          <Suspense fallback={null}>
            <MessageSellerDialog
              open={open}
              onOpenChange={setOpen}
              seller={listing.pubkey}
              sellerName={sellerName}
              about={{ address: listingAddress(listing), relay: seenOn[0], title: listing.title }}
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
