import { ListingBrowser } from '@/features/browse/public';
import { ListingPage } from '@/pages/ListingPage';
import { renderScreen } from '@/test/render-screen';

/**
 * The browse tab (without the rest of the home page) and the detail route, in the app's providers, reading
 * from `relayUrl` (default: the component tests' relay). Returns the router so tests can read the URL.
 */
export function renderApp(path: string, relayUrl?: string) {
  return renderScreen({ '/': <ListingBrowser />, '/listing/:listingId': <ListingPage /> }, { path, relayUrl });
}
