import { createContext, useContext } from 'react';

/**
 * The search the browse tab shows, as URL parameters (`q=…&make=…`), text still being typed included: the
 * URL has the text only once typing pauses (useBrowseState), and an action next to the search box ('Save
 * search') that is tapped at once must take what the grid shows. Provided by ListingBrowser to its
 * `searchActions`; undefined elsewhere.
 */
export const BrowseSearchContext = createContext<string | undefined>(undefined);

export function useShownBrowseSearch(): string | undefined {
  return useContext(BrowseSearchContext);
}
