import { createBrowserRouter } from 'react-router';

import { HomePage } from '@/pages/HomePage';
import { NotFoundPage } from '@/pages/NotFoundPage';

import { AppLayout } from './layout/AppLayout';
import { LazyHashtagPage, LazyListingPage, LazyNip19Page } from './lazy-pages';
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
      { path: '/:nip19', element: <PageSuspense><LazyNip19Page /></PageSuspense> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
