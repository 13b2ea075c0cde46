import { EllipsisIcon } from 'lucide-react';
import { Suspense } from 'react';

import { Button } from '@/components/ui/button';
import { useCurrentUser } from '@/features/session/public';
import { lazyWithPreload } from '@/lib/lazy-with-preload';
import { useOnDemandControl } from '@/lib/useOnDemandControl';
import type { CarListing } from '@/nostr/listing';

import { CARD_MENU_BUTTON_CLASS, cardMenuLabel } from './card-menu-label';
import type { CardMenuDropdownProps } from './CardMenuDropdown';

const menu = lazyWithPreload<CardMenuDropdownProps>(() => import('./CardMenuDropdown').then((module) => module.CardMenuDropdown));

/**
 * A grid card's '…' menu: 'Report' and 'Mute seller' (docs/product.md §2 Report, §2 Mute). A grid holds
 * hundreds of cards, so each pays only this look-alike button; the menu, its dialogs and the code they need
 * load when the user reaches for one. On one's own listing it has nothing to offer and is not shown.
 */
export function CardMenu({ listing }: { listing: CarListing }) {
  const { user } = useCurrentUser();
  const { active, triggerProps } = useOnDemandControl(menu.preload, 'pointerdown');
  if (user?.pubkey === listing.pubkey) return null;
  const standIn = (
    <Button
      variant="ghost"
      size="icon"
      className={CARD_MENU_BUTTON_CLASS}
      aria-label={cardMenuLabel(listing.title)}
      aria-haspopup="menu"
      aria-expanded="false"
      {...triggerProps}
    >
      <EllipsisIcon />
    </Button>
  );
  if (!active) return standIn;
  return (
    <Suspense fallback={standIn}>
      <menu.Component listing={listing} defaultOpen />
    </Suspense>
  );
}
