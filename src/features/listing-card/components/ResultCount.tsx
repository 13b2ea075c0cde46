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
  ref?: Ref<HTMLParagraphElement>;
}

/** docs/product.md §2 count line: '12 cars found', '1 car found', with the search it is for. Announced when it changes. */
export function ResultCount({ count, query, more = false, otherCurrencies = 0, near, withoutLocation = 0, ref }: ResultCountProps) {
  return (
    <p ref={ref} tabIndex={-1} role="status" className="min-w-0 text-sm text-muted-foreground outline-none">
      <span className="font-medium text-foreground">
        {count} {count === 1 ? 'car' : 'cars'} found
      </span>
      {query !== '' && <span> for “{query}”</span>}
      {near !== undefined && <span> {near.replace(/^Within/, 'within')}</span>}
      {withoutLocation > 0 && <span> · {withoutLocation} without a location left out</span>}
      {otherCurrencies > 0 && <span> · {otherCurrencies} in other currencies left out</span>}
      {more && <span> among the listings loaded so far · more below</span>}
    </p>
  );
}
