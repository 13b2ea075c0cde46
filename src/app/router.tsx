import { createBrowserRouter } from 'react-router';

import { HashtagPage } from '@/pages/HashtagPage';
import { HomePage } from '@/pages/HomePage';
import { ListingPage } from '@/pages/ListingPage';
import { Nip19Page } from '@/pages/Nip19Page';
import { NotFoundPage } from '@/pages/NotFoundPage';

import { AppLayout } from './layout/AppLayout';
import { RouteErrorScreen } from './RouteErrorScreen';

export const routes = [
  {
    element: <AppLayout />,
    errorElement: <RouteErrorScreen />,
    children: [
      { path: '/', element: <HomePage /> },
      { path: '/listing/:listingId', element: <ListingPage /> },
      { path: '/t/:tag', element: <HashtagPage /> },
      { path: '/:nip19', element: <Nip19Page /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
