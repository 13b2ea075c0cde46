import type { Ref } from 'react';

interface ResultCountProps {
  count: number;
  query: string;
  /** The relay has more listings than are loaded: the count covers the loaded ones only. */
  more?: boolean;
  /** Listings a price range left out because they are priced in another currency. */
  otherCurrencies?: number;
  /** The distance filter's chip text ('Within 50 km of Munich, Germany'), while it is on. */
  near?: string;
  /** Listings the distance filter left out because they give no location. */
  withoutLocation?: number;
  /** While a network search pages the relays: what it searched (docs/product.md §2 Home: browse tab, count line). */
  searched?: SearchedListings;
  ref?: Ref<HTMLParagraphElement>;
}

export interface SearchedListings {
  /** Listings searched: the grid's and the search's pages, each once. */
  listings: number;
  relays: number;
  /** Every relay ran out: nothing older is left to search. */
  all: boolean;
  /** Older pages are being read. */
  searching: boolean;
  /** Hosts of relays whose paging stopped early, with why ('relay.example.com stopped answering'). */
  stopped: readonly string[];
}

/** '1 840', as the count line writes a number. */
function groupDigits(value: number): string {
  return String(value).replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
}

/** 'among the newest 1 840 listings on 3 relays', 'in all 4 210 listings on 3 relays'. */
export function searchedPhrase(searched: SearchedListings): string {
  const where = `${groupDigits(searched.listings)} ${searched.listings === 1 ? 'listing' : 'listings'} on ${searched.relays} ${searched.relays === 1 ? 'relay' : 'relays'}`;
  return `${searched.all ? 'in all' : 'among the newest'} ${where}`;
}

/**
 * docs/product.md §2 count line: '12 cars found', '1 car found', with the search it is for and, for a network search, what it
 * searched ('12 cars found for “bmw” among the newest 1 840 listings on 3 relays'). Announced when it changes.
 */
export function ResultCount({ count, query, more = false, otherCurrencies = 0, near, withoutLocation = 0, searched, ref }: ResultCountProps) {
  return (
    <p ref={ref} tabIndex={-1} role="status" className="min-w-0 text-sm text-muted-foreground outline-none">
      <span className="font-medium text-foreground">
        {count} {count === 1 ? 'car' : 'cars'} found
      </span>
      {query !== '' && <span> for “{query}”</span>}
      {searched !== undefined && <span> {searchedPhrase(searched)}</span>}
      {near !== undefined && <span> {near.replace(/^Within/, 'within')}</span>}
      {withoutLocation > 0 && <span> · {withoutLocation} without a location left out</span>}
      {otherCurrencies > 0 && <span> · {otherCurrencies} in other currencies left out</span>}
      {searched?.stopped.map((stopped) => <span key={stopped}> · {stopped}</span>)}
      {searched?.searching === true && <span> · searching older listings…</span>}
      {more && searched === undefined && <span> among the listings loaded so far · more below</span>}
    </p>
  );
}
