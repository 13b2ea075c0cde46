import { createBrowserRouter } from 'react-router';

import { EDIT_LISTING_ROUTE, MY_LISTINGS_PATH } from '@/config/seller';
import { HomePage } from '@/pages/HomePage';
import { NotFoundPage } from '@/pages/NotFoundPage';

import { AppLayout } from './layout/AppLayout';
import { LazyEditListingPage, LazyHashtagPage, LazyListingPage, LazyMyListingsPage, LazyNip19Page } from './lazy-pages';
import { PageSuspense } from './PageSuspense';
import { RouteErrorScreen } from './RouteErrorScreen';

export const routes = [
  {
    element: <AppLayout />,
    errorElement: <RouteErrorScreen />,
    children: [
      { path: '/', element: <HomePage /> },
      { path: '/listing/:listingId', element: <PageSuspense><LazyListingPage /></PageSuspense> },
      { path: '/t/:tag', element: <PageSuspense><LazyHashtagPage /></PageSuspense> },
      { path: MY_LISTINGS_PATH, element: <PageSuspense><LazyMyListingsPage /></PageSuspense> },
      { path: EDIT_LISTING_ROUTE, element: <PageSuspense><LazyEditListingPage /></PageSuspense> },
      { path: '/:nip19', element: <PageSuspense><LazyNip19Page /></PageSuspense> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
