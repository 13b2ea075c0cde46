import { createContext, useContext } from 'react';

import type { FromBrowseState } from './components/BackToMarketplace';

/**
 * The state every grid card's link carries so the detail page's 'Back to Marketplace' returns to the search,
 * filters and sort the user came from (docs/product.md §2). One object per grid, kept up to date with the
 * page's search (`useBrowseBackState`) and read by the router when a card is clicked (it copies the state
 * into the history entry then): a keystroke in the search box changes it without re-rendering every card.
 */
export const BrowseBackStateContext = createContext<FromBrowseState | undefined>(undefined);

/** Cards outside the home grid (a profile, a hashtag, favourites) go back to the plain marketplace. */
const NO_SEARCH: FromBrowseState = Object.freeze({ browseSearch: '' });

export function useBrowseBackState(): FromBrowseState {
  return useContext(BrowseBackStateContext) ?? NO_SEARCH;
}

/** A grid's state object for its card links, and how the grid keeps its search current. */
export function browseBackState(search: string): { state: FromBrowseState; update(search: string): void } {
  const state: FromBrowseState = { browseSearch: search };
  return {
    state,
    update: (next) => {
      state.browseSearch = next;
    },
  };
}
