import { NRelay1, type NostrEvent, type NostrFilter } from '@nostrify/nostrify';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';

import { Providers } from '@/app/providers';
import { createQueryClient } from '@/app/query-client';

/**
 * Renders `element` at `path` (under `/listing/:listingId`) with the real providers pointed at `relayUrl`.
 * Other paths render a marker, so tests can follow links. Retries are off: error states show at once.
 */
export function renderWithApp(element: ReactElement, relayUrl: string, path = '/listing/test') {
  const router = createMemoryRouter(
    [
      { path: '/listing/:listingId', element },
      { path: '*', element: <p data-testid="elsewhere">elsewhere</p> },
    ],
    { initialEntries: [path] },
  );
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
  const view = render(
    <Providers queryClient={queryClient} initialConfig={{ theme: 'light', relayUrl }}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { ...view, router, queryClient };
}

/** Publishes events to the test relay and waits for each OK (NRelay1 throws on OK false). */
export async function publishToRelay(relayUrl: string, events: readonly NostrEvent[]): Promise<void> {
  const relay = new NRelay1(relayUrl, { backoff: false, idleTimeout: false });
  try {
    for (const event of events) await relay.event(event, { signal: AbortSignal.timeout(10_000) });
  } finally {
    await relay.close();
  }
}

/** Reads events back with a separate connection, as another client would. */
export async function readFromRelay(relayUrl: string, filter: NostrFilter): Promise<NostrEvent[]> {
  const relay = new NRelay1(relayUrl, { backoff: false, idleTimeout: false });
  try {
    return await relay.query([filter], { signal: AbortSignal.timeout(10_000) });
  } finally {
    await relay.close();
  }
}
