import { lazy } from 'react';

/** The grid's error state, loaded only when a grid fails (the home grid keeps it out of its first files). */
export const LazyListingGridError = lazy(() => import('./ListingGridError').then((module) => ({ default: module.ListingGridError })));
