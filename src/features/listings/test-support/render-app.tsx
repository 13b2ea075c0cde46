import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';

import { Providers } from '@/app/providers';
import { createQueryClient } from '@/app/query-client';
import { ListingBrowser } from '@/features/listings/components/ListingBrowser';
import { ListingPage } from '@/pages/ListingPage';

/**
 * Renders the browse tab (without the rest of the home page) and the detail route, inside the real
 * providers (query client, relay pool, settings) pointed at `relayUrl`. Returns the router so tests can
 * read the URL it ended on.
 */
export function renderApp(path: string, relayUrl: string) {
  const router = createMemoryRouter(
    [
      { path: '/', element: <ListingBrowser /> },
      { path: '/listing/:listingId', element: <ListingPage /> },
    ],
    { initialEntries: [path] },
  );
  const queryClient = createQueryClient();
  const view = render(
    <Providers queryClient={queryClient} initialConfig={{ theme: 'light', relayUrl }}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { ...view, router, queryClient };
}
