import { UsersIcon } from 'lucide-react';

import type { CarListing } from '@/nostr/listing';

import { SellerChoice } from './SellerChoice';

/**
 * Several authors publish a listing under this id and the link did not say whose it is. Anyone can reuse a
 * `d` tag, so the page does not guess: the user picks the seller they meant.
 */
export function SellerChooser({ candidates }: { candidates: readonly CarListing[] }) {
  return (
    <section className="space-y-4" aria-labelledby="seller-chooser-title">
      <div className="flex items-start gap-3 rounded-lg border bg-card p-5">
        <UsersIcon className="mt-0.5 size-6 shrink-0 text-primary" aria-hidden="true" />
        <div className="space-y-1">
          <h1 id="seller-chooser-title" className="text-xl font-semibold">
            Several sellers use this listing id
          </h1>
          <p className="text-sm text-muted-foreground">
            Listings are identified by their seller and an id, and {candidates.length} different sellers published one with
            this id. Choose the seller you are looking for.
          </p>
        </div>
      </div>
      <ul className="grid gap-3">
        {candidates.map((candidate) => (
          <li key={candidate.pubkey}>
            <SellerChoice listing={candidate} />
          </li>
        ))}
      </ul>
    </section>
  );
}
