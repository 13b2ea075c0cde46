import { MessageCircleIcon } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';

import { Button } from '@/components/ui/button';
import { useProfile } from '@/features/profiles/public';
import { useCurrentUser } from '@/features/session/public';
import type { CarListing } from '@/nostr/listing';
import { displayName } from '@/nostr/profile';

import { StickyContactBar } from './contact-bar/StickyContactBar';
import { useContactBarShown } from './contact-bar/useContactBarShown';
import { MAIN_CONTACT_HEIGHT } from './main-contact-size';
import { MessageSellerButton } from './MessageSellerButton';

// The dialog's code (Radix, focus and scroll locking) loads when it is opened.
const ContactSellerDialog = lazy(() => import('./ContactSellerDialog').then((module) => ({ default: module.ContactSellerDialog })));

/**
 * The page's main contact button right under the price and the buyer hints (docs/product.md §2 Listing detail),
 * so a long title still leaves it above the fold at 1280×800: 'Message Seller' (signed out it asks to sign in),
 * on one's own listing 'Contact Seller'. On a phone the contact bar carries the same button while this one is
 * out of view (§2 Contact bar). `seenOn`: the relays the listing was read from, for the message's hint.
 */
export function MainContactButton({ listing, seenOn = [] }: { listing: CarListing; seenOn?: readonly string[] }) {
  const { data: profile } = useProfile(listing.pubkey, { outbox: true });
  const { user } = useCurrentUser();
  const [contactOpen, setContactOpen] = useState(false);
  const anchor = useRef<HTMLDivElement>(null);
  const barShown = useContactBarShown(anchor);
  const own = user?.pubkey === listing.pubkey;
  const metadata = profile?.metadata;
  const name = displayName(metadata, listing.pubkey);
  const button = (size: 'lg' | 'default') =>
    own ? (
      <Button size={size} className="w-full" onClick={() => setContactOpen(true)}>
        <MessageCircleIcon aria-hidden="true" />
        Contact Seller
      </Button>
    ) : (
      <MessageSellerButton listing={listing} seenOn={seenOn} sellerName={name} onShowContacts={() => setContactOpen(true)} size={size} />
    );
  return (
    <div ref={anchor} className={MAIN_CONTACT_HEIGHT} data-testid="main-contact">
      {button('lg')}
      {barShown && <StickyContactBar listing={listing}>{button('default')}</StickyContactBar>}
      {contactOpen && (
        <Suspense fallback={null}>
          <ContactSellerDialog open={contactOpen} onOpenChange={setContactOpen} pubkey={listing.pubkey} name={name} metadata={metadata} />
        </Suspense>
      )}
    </div>
  );
}
