import { EllipsisIcon, FlagIcon } from 'lucide-react';
import { useState } from 'react';

import { Button } from '@/components/ui/button';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from '@/components/ui/dropdown-menu';
import { LoginButton } from '@/features/accounts/public';
import { MuteSellerMenuItem, SignInToMuteDialog } from '@/features/mutes/public';
import { useProfile } from '@/features/profiles/public';
import { ReportDialogs } from '@/features/reports/public';
import type { CarListing } from '@/nostr/listing';
import { listingAddress } from '@/nostr/listing-address';
import { displayName } from '@/nostr/profile';

import { CARD_MENU_BUTTON_CLASS, cardMenuLabel } from './card-menu-label';

export interface CardMenuDropdownProps {
  listing: CarListing;
  /** Open at once (the stand-in trigger was pressed; see CardMenu). */
  defaultOpen?: boolean;
}

/**
 * The '…' menu of a grid card (docs/product.md §2 Report, §2 Mute). The dialogs live outside the menu: it
 * closes as an item is chosen. Never shown on one's own listing (CardMenu).
 */
export function CardMenuDropdown({ listing, defaultOpen }: CardMenuDropdownProps) {
  const [dialog, setDialog] = useState<'report' | 'sign-in-to-mute' | undefined>();
  // For the mute's toasts; the seller's profile is usually in the query cache from the grid's pages.
  const name = displayName(useProfile(listing.pubkey).data?.metadata, listing.pubkey);
  const close = (open: boolean) => !open && setDialog(undefined);

  return (
    <>
      <DropdownMenu defaultOpen={defaultOpen}>
        <DropdownMenuTrigger asChild>
          <Button variant="ghost" size="icon" className={CARD_MENU_BUTTON_CLASS} aria-label={cardMenuLabel(listing.title)}>
            <EllipsisIcon />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          <DropdownMenuItem onSelect={() => setDialog('report')}>
            <FlagIcon aria-hidden="true" />
            Report
          </DropdownMenuItem>
          <MuteSellerMenuItem pubkey={listing.pubkey} name={name} onSignInNeeded={() => setDialog('sign-in-to-mute')} />
        </DropdownMenuContent>
      </DropdownMenu>
      <ReportDialogs
        open={dialog === 'report'}
        onOpenChange={close}
        target={{ type: 'listing', pubkey: listing.pubkey, eventId: listing.event.id, address: listingAddress(listing) }}
        name={name}
      />
      {dialog === 'sign-in-to-mute' && <SignInToMuteDialog open onOpenChange={close} loginButton={<LoginButton className="w-full" />} />}
    </>
  );
}
