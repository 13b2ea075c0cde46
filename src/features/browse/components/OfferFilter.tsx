import { cn } from '@/lib/utils';
import { OFFER_LABELS, OFFERS, type Offer } from '@/nostr/listing-offer';

/**
 * 'Offer' of the filter panel (docs/product.md §2 Home: browse tab): 'For sale' (the default), 'Lease' or 'Any',
 * as three toggle buttons, each at least 44 px high so a thumb hits it on a phone.
 */
export function OfferFilter({ id, value, onChange }: { id: string; value: Offer; onChange: (offer: Offer) => void }) {
  return (
    <div className="grid content-start gap-2">
      <span id={`${id}-label`} className="text-sm font-medium leading-none">
        Offer
      </span>
      <div role="group" aria-labelledby={`${id}-label`} className="grid grid-cols-3 rounded-md border bg-background p-0.5">
        {OFFERS.map((offer) => (
          <button
            key={offer}
            type="button"
            aria-pressed={value === offer}
            onClick={() => onChange(offer)}
            className={cn(
              'min-h-10 cursor-pointer rounded px-2 text-sm font-medium focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring max-sm:min-h-11',
              value === offer ? 'bg-primary text-primary-foreground' : 'text-muted-foreground hover:bg-secondary',
            )}
          >
            {OFFER_LABELS[offer]}
          </button>
        ))}
      </div>
    </div>
  );
}
