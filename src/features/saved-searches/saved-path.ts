/** The saved searches screen's path (docs/product.md §2 Saved searches), on its own so the router and the footer do not load the store. */
export const SAVED_PATH = '/saved';
