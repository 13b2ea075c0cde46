import { lazy } from 'react';

// The sell form (validation, uploads, photo processing) loads when a signed-in user opens the tab.
export const LazyListingForm = lazy(() => import('./ListingForm').then((module) => ({ default: module.ListingForm })));
