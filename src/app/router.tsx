import { useRoutes } from 'react-router';

import { MUTED_PATH } from '@/config/mutes';
import { EDIT_LISTING_ROUTE, MY_LISTINGS_PATH } from '@/config/seller';
import { COMPARE_PATH } from '@/features/compare-tray/public';
import { FAVOURITES_PATH } from '@/features/favourites/public';
import { SAVED_PATH } from '@/features/saved-searches/public';
import { HomePage } from '@/pages/HomePage';

import { ErrorBoundary } from './ErrorBoundary';
import { AppLayout } from './layout/AppLayout';
import {
  LazyComparePage,
  LazyEditListingPage,
  LazyFavouritesPage,
  LazyHashtagPage,
  LazyListingPage,
  LazyMessagesRoute,
  LazyMutedPage,
  LazyMyListingsPage,
  LazyNip19Page,
  LazyNotFoundPage,
  LazyProfileAliasPage,
  LazySavedSearchesPage,
  LazySellPage,
} from './lazy-pages';
import { PageSuspense } from './PageSuspense';
import { RouteErrorScreen } from './RouteErrorScreen';

export const routes = [
  {
    element: (
      <ErrorBoundary fallback={(error) => <RouteErrorScreen error={error} />}>
        <AppLayout />
      </ErrorBoundary>
    ),
    children: [
      { path: '/', element: <HomePage /> },
      { path: '/listing/:listingId', element: <PageSuspense><LazyListingPage /></PageSuspense> },
      { path: '/t/:tag', element: <PageSuspense><LazyHashtagPage /></PageSuspense> },
      { path: MY_LISTINGS_PATH, element: <PageSuspense><LazyMyListingsPage /></PageSuspense> },
      { path: EDIT_LISTING_ROUTE, element: <PageSuspense><LazyEditListingPage /></PageSuspense> },
      { path: FAVOURITES_PATH, element: <PageSuspense><LazyFavouritesPage /></PageSuspense> },
      { path: SAVED_PATH, element: <PageSuspense><LazySavedSearchesPage /></PageSuspense> },
      { path: '/messages', element: <PageSuspense><LazyMessagesRoute /></PageSuspense> },
      { path: '/messages/:person', element: <PageSuspense><LazyMessagesRoute /></PageSuspense> },
      { path: MUTED_PATH, element: <PageSuspense><LazyMutedPage /></PageSuspense> },
      { path: '/sell', element: <PageSuspense><LazySellPage /></PageSuspense> },
      { path: '/p/:nip19', element: <PageSuspense><LazyProfileAliasPage /></PageSuspense> },
      { path: COMPARE_PATH, element: <PageSuspense><LazyComparePage /></PageSuspense> },
      { path: '/:nip19', element: <PageSuspense><LazyNip19Page /></PageSuspense> },
      { path: '*', element: <PageSuspense><LazyNotFoundPage /></PageSuspense> },
    ],
  },
];

/**
 * The app's routes, rendered by the declarative `<BrowserRouter>` in App.tsx. The data router
 * (`createBrowserRouter`) would bring loaders, actions and fetchers the app does not use: 17 kB gzipped more
 * on the home route (docs/architecture.md §14).
 */
export function AppRoutes() {
  return useRoutes(routes);
}
