/**
 * What the rest of the app may use of the browse screen, the marketplace's grid with its search, filters, sort
 * and count line (docs/architecture.md §4, §6): the screen, the search it shows, and what a browse search
 * (the grid's URL parameters, as a saved search keeps them) matches and how it reads.
 */
export { describeBrowseSearch, matchBrowseSearch } from './browse-search';
export { ListingBrowser } from './components/ListingBrowser';
export { ListingGrid } from './components/ListingGrid';
export { useShownBrowseSearch } from './components/browse-search-context';
