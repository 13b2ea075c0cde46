import type { ReactElement } from 'react';

import { renderScreen } from '@/test/render-screen';

/**
 * Renders `element` at `path` (under `/listing/:listingId`) in the app's providers, reading from
 * `relayUrl`. Other paths render a marker, so tests can follow links. Retries are off: error states show
 * at once.
 */
export function renderWithApp(element: ReactElement, relayUrl?: string, path = '/listing/test') {
  return renderScreen(
    { '/listing/:listingId': element, '*': <p data-testid="elsewhere">elsewhere</p> },
    { path, relayUrl, retry: false },
  );
}
