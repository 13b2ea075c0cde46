import { ScanLineIcon, TriangleAlertIcon } from 'lucide-react';

import type { CarListing } from '@/nostr/listing';
import { hasValidCheckDigit, isNorthAmericanVin, vinMakeMismatch, vinModelYear } from '@/nostr/vin';

/** 'a BMW', 'an Audi': the warning names makes in a sentence. */
function withArticle(make: string): string {
  return `${/^[aeiou]/i.test(make) ? 'an' : 'a'} ${make}`;
}

function Warning({ children, testId }: { children: string; testId: string }) {
  return (
    <p
      data-testid={testId}
      className="flex gap-2 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100"
    >
      <TriangleAlertIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span className="min-w-0 break-words">{children}</span>
    </p>
  );
}

/**
 * The listing's VIN in the Specifications card (docs/product.md §2 Listing detail), decoded offline
 * (src/nostr/vin.ts): the model year its position 10 gives, a warning when its manufacturer code names another
 * make than the listing states, and one when a North American VIN's check digit does not match. A buyer can
 * then compare it with the car and its papers.
 */
export function ListingVin({ listing, vin }: { listing: CarListing; vin: string }) {
  const year = vinModelYear(vin, listing.yearNumber);
  const otherMake = vinMakeMismatch(vin, listing.make);
  const badCheckDigit = isNorthAmericanVin(vin) && !hasValidCheckDigit(vin);
  return (
    <div className="space-y-2" data-testid="listing-vin">
      <div className="relative min-w-0 pl-6.5">
        <p className="text-xs text-muted-foreground">
          <ScanLineIcon className="absolute left-0 top-0.5 size-4 text-muted-foreground" aria-hidden="true" />
          VIN
        </p>
        <p className="break-all font-mono text-sm font-medium" data-testid="vin-value">
          {vin}
        </p>
        {year !== undefined && <p className="text-xs text-muted-foreground">Model year {year} by the VIN</p>}
      </div>
      {otherMake !== undefined && listing.make !== undefined && (
        <Warning testId="vin-make-warning">{`The VIN belongs to ${withArticle(otherMake)}, not ${withArticle(listing.make)}.`}</Warning>
      )}
      {badCheckDigit && <Warning testId="vin-check-warning">This VIN's check digit doesn't match: it may be mistyped or made up.</Warning>}
    </div>
  );
}
