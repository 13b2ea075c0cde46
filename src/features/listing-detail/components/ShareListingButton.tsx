import { Share2Icon } from 'lucide-react';

import { Button } from '@/components/ui/button';
import { Tooltip, TooltipContent, TooltipTrigger } from '@/components/ui/tooltip';
import type { CarListing } from '@/nostr/listing';

import { copyWithToast } from '@/lib/clipboard';
import { listingNaddrPath } from '../listing-naddr';

/**
 * Shares the listing as an `naddr` link (NIP-19: kind, seller and `d`, so the recipient cannot land on an
 * impostor, plus up to two relays it was seen on, so any Nostr client can find it): the system share sheet
 * where there is one, otherwise the link is copied.
 */
export function ShareListingButton({ listing, seenOn = [] }: { listing: CarListing; seenOn?: readonly string[] }) {
  const share = async () => {
    const url = new URL(listingNaddrPath(listing, seenOn), window.location.origin).href;
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title: listing.title, text: listing.summary ?? listing.title, url });
        return;
      } catch (error) {
        // The user closed the share sheet: nothing to do. Any other failure falls back to copying.
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    await copyWithToast(url, { title: 'Link copied', description: 'The listing link is in your clipboard.' });
  };
  return (
    <Tooltip>
      <TooltipTrigger asChild>
        <Button variant="outline" size="icon" aria-label="Share listing" onClick={() => void share()}>
          <Share2Icon />
        </Button>
      </TooltipTrigger>
      <TooltipContent>Share listing</TooltipContent>
    </Tooltip>
  );
}
