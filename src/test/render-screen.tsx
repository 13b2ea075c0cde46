import type { QueryClient } from '@tanstack/react-query';
import { render, renderHook } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { inject } from 'vitest';

import { Providers } from '@/app/providers';
import { createQueryClient } from '@/app/query-client';

/**
 * The one way component tests render the app: its real providers (settings, query client, relay pool,
 * accounts, toaster) from src/app, so the tests follow whatever the app wires there, against a real
 * embedded relay (the run's, started by dev/testing/component-global-setup.ts, unless `relayUrl` names
 * one of the test's own from dev/testing/test-relay.ts).
 */
export interface ScreenOptions {
  /** The relay the app reads from; default: the component tests' shared relay. */
  relayUrl?: string;
  /** `false` turns query retries off, so an error state shows at once instead of after the backoff. */
  retry?: false;
}

/** Route pattern → element, e.g. `{ '/listing/:listingId': <ListingPage /> }`; a bare element is the whole app. */
export type ScreenRoutes = ReactElement | Readonly<Record<string, ReactElement>>;

function screenQueryClient(options: ScreenOptions): QueryClient {
  const queryClient = createQueryClient();
  if (options.retry === false) {
    queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
  }
  return queryClient;
}

function AppProviders({ queryClient, relayUrl, children }: { queryClient: QueryClient; relayUrl?: string; children: ReactNode }) {
  return (
    <Providers queryClient={queryClient} initialConfig={{ theme: 'light', relayUrl: relayUrl ?? inject('relayUrl') }}>
      {children}
    </Providers>
  );
}

function isElement(routes: ScreenRoutes): routes is ReactElement {
  return typeof routes === 'object' && routes !== null && 'props' in routes && 'type' in routes;
}

/**
 * Renders `routes` inside the app's providers and a memory router that starts at `path`. Returns the
 * Testing Library view plus the router (to read the URL a test ended on) and the query client.
 */
export function renderScreen(routes: ScreenRoutes, options: ScreenOptions & { path?: string } = {}) {
  const table = isElement(routes) ? { '*': routes } : routes;
  const router = createMemoryRouter(
    Object.entries(table).map(([path, element]) => ({ path, element })),
    { initialEntries: [options.path ?? '/'] },
  );
  const queryClient = screenQueryClient(options);
  const view = render(
    <AppProviders queryClient={queryClient} relayUrl={options.relayUrl}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, queryClient };
}

/** Runs a hook inside the same providers (no router), for hooks that read or publish through the relay. */
export function renderAppHook<Result>(hook: () => Result, options: ScreenOptions = {}) {
  const queryClient = screenQueryClient(options);
  return renderHook(hook, {
    wrapper: ({ children }: { children: ReactNode }) => (
      <AppProviders queryClient={queryClient} relayUrl={options.relayUrl}>
        {children}
      </AppProviders>
    ),
  });
}
