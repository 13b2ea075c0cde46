import { MessageCircleIcon } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';

import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { PROTOCOL_NAME } from '@/config/brand';
import { LoginButton } from '@/features/accounts/public';
import { MuteButton } from '@/features/mutes/public';
import { useProfile } from '@/features/profiles/public';
import { ReportButton } from '@/features/reports/public';
import { SellerFacts } from '@/features/seller-facts/public';
import { useCurrentUser } from '@/features/session/public';
import { SellerNetwork } from '@/features/web-of-trust/public';
import type { CarListing } from '@/nostr/listing';
import { listingAddress } from '@/nostr/listing-address';
import { npubEncode } from '@/nostr/npub';
import { displayName } from '@/nostr/profile';

import { DetailCardTitle } from './DetailCardTitle';
import { SellerAvatar } from './SellerAvatar';
import { ShareListingButton } from './ShareListingButton';

// The dialogs' code (Radix, focus and scroll locking) loads when one is opened.
const ContactSellerDialog = lazy(() => import('./ContactSellerDialog').then((module) => ({ default: module.ContactSellerDialog })));

/**
 * docs/product.md §2 Seller card: profile name (or the fallback name) and avatar (picture or initial), both
 * linking to the seller's profile page, 'Nostr User', what the network can prove of them (§2 Seller facts),
 * Contact Seller (on one's own listing it is the main button under the price, MainContactButton), share,
 * 'Report' and 'Mute seller' (not on one's own listing). 'Message Seller' sits under the price, not here.
 * `seenOn`: the relays the listing was read from, for the share link's hints.
 */
export function SellerCard({ listing, seenOn = [] }: { listing: CarListing; seenOn?: readonly string[] }) {
  // The seller's own relays are asked when the read relays lack their profile (the outbox model).
  const { data: profile } = useProfile(listing.pubkey, { outbox: true });
  const [contactOpen, setContactOpen] = useState(false);
  const { user } = useCurrentUser();
  // One's own listing has Contact Seller under the price already: one button of a name per page.
  const own = user?.pubkey === listing.pubkey;
  const metadata = profile?.metadata;
  const name = displayName(metadata, listing.pubkey);
  const profilePath = `/${npubEncode(listing.pubkey)}`;
  return (
    <Card role="region" aria-labelledby="listing-seller-title">
      <CardHeader className="pb-3 sm:pb-3">
        <DetailCardTitle id="listing-seller-title">Seller</DetailCardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        <div className="flex min-w-0 items-center gap-3">
          {/* The avatar link is hidden from assistive technology, so the name is announced once. */}
          <Link to={profilePath} tabIndex={-1} aria-hidden="true" className="shrink-0">
            <SellerAvatar name={name} picture={metadata?.picture} />
          </Link>
          <div className="min-w-0">
            <Link to={profilePath} className="block truncate font-semibold hover:underline" data-testid="seller-name" title={name}>
              {name}
            </Link>
            <p className="text-sm text-muted-foreground">{PROTOCOL_NAME} User</p>
          </div>
        </div>
        <SellerFacts pubkey={listing.pubkey} />
        <div className="flex gap-2">
          {!own && (
            <Button variant="outline" className="flex-1" onClick={() => setContactOpen(true)}>
              <MessageCircleIcon />
              Contact Seller
            </Button>
          )}
          <ShareListingButton listing={listing} seenOn={seenOn} />
        </div>
        <SellerNetwork listing={listing} />
        {/* Quiet, at the bottom: most buyers never need them (docs/product.md §2 Report, §2 Mute). */}
        <div className="-mb-2 -ml-3 flex flex-wrap gap-x-1">
          <ReportButton
            target={{ type: 'listing', pubkey: listing.pubkey, eventId: listing.event.id, address: listingAddress(listing) }}
            name={name}
          />
          <MuteButton pubkey={listing.pubkey} name={name} loginButton={<LoginButton className="w-full" />} />
        </div>
      </CardContent>
      {contactOpen && (
        <Suspense fallback={null}>
          <ContactSellerDialog open={contactOpen} onOpenChange={setContactOpen} pubkey={listing.pubkey} name={name} metadata={metadata} />
        </Suspense>
      )}
    </Card>
  );
}
