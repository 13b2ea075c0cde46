import { lazy } from 'react';

// The sell form (validation, uploads, photo processing) loads when a signed-in user opens the tab.
export const LazyListingForm = lazy(() => import('./ListingForm').then((module) => ({ default: module.ListingForm })));

// The same form filled with one of the seller's listings, for the edit route (docs/product.md §2 Edit listing).
export const LazyEditListingForm = lazy(() => import('./EditListingForm').then((module) => ({ default: module.EditListingForm })));
