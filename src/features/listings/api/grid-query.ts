import { infiniteQueryOptions, type InfiniteData, type QueryClient } from '@tanstack/react-query';

import { relaysKey } from '@/features/network/public';
import { eventStore } from '@/features/relay/public';
import type { CarListing } from '@/nostr/listing';
import { nextCursor, type ListingPage, type PageCursor } from '@/nostr/grid-paging';
import { sortListings } from '@/nostr/listing-sort';

import { firstPageShown, peekPrefetchedFirstPage, startFirstPageLoad, takePrefetchedFirstPage, type FirstPageLoad } from './first-page-load';
import { fetchListingPage } from './read-grid-page';
import { listingEvent } from './to-listings';

export type ListingPages = InfiniteData<ListingPage, PageCursor | undefined>;

export function listingsQueryKey(relays: readonly string[]) {
  return ['listings', relaysKey(relays)] as const;
}

/** Every loaded page as one list: pages overlap at their boundary second, and a seller may edit between pages. */
export function allListings(data: Pick<ListingPages, 'pages'> | undefined): CarListing[] | undefined {
  if (data === undefined) return undefined;
  if (data.pages.length === 1) return data.pages[0]!.listings;
  return sortListings(eventStore.current(data.pages.flatMap((page) => page.listings), listingEvent), 'newest');
}

/** What the grid shows while the first page is still arriving: not complete, so no 'Load more' yet. */
function provisional(listings: CarListing[]): ListingPages {
  return { pages: [{ listings, cursor: undefined, outcomes: [], complete: false }], pageParams: [undefined] };
}

function isComplete(data: ListingPages | undefined): boolean {
  return data?.pages[0]?.complete === true;
}

/**
 * The first page, painted as it arrives: from the local cache and from each verified batch (written into
 * the query with `setQueryData`), until the revalidated page replaces it. A refetch of a grid that is
 * already showing a complete page keeps showing it until the new one is ready.
 */
async function loadFirstPage(relays: readonly string[], client: QueryClient, signal: AbortSignal): Promise<ListingPage> {
  const key = listingsQueryKey(relays);
  const showing = isComplete(client.getQueryData<ListingPages>(key));
  const load: FirstPageLoad = takePrefetchedFirstPage(relays) ?? startFirstPageLoad(relays, { signal, useCache: !showing });
  const show = () => {
    const snapshot = load.snapshot();
    // A cancelled fetch stops painting, and a complete page (from another fetch) is never replaced.
    if (snapshot === undefined || signal.aborted || isComplete(client.getQueryData<ListingPages>(key))) return;
    // Dated 0: partial data is always stale, so a fetch cancelled before the end runs again on next mount.
    client.setQueryData<ListingPages>(key, provisional(snapshot), { updatedAt: 0 });
  };
  if (!showing) show();
  const unsubscribe = showing ? () => undefined : load.subscribe(show);
  signal.addEventListener('abort', unsubscribe, { once: true });
  try {
    const page = await load.result;
    // Cancelled (the grid unmounted before the answer): the page was not shown, and the next fetch may take it.
    if (!signal.aborted) firstPageShown(load);
    return page;
  } finally {
    unsubscribe();
  }
}

/**
 * docs/product.md §7 grid request to every read relay, merged, paged with `until` (newest first, 100 a page per
 * relay), streamed and backed by the local cache. The query's retry policy is the client's default
 * (relay-retry.ts): when no relay can even be connected to, the error (with its hint to switch relays) shows
 * at once.
 */
export function listingsQueryOptions(relays: readonly string[], client: QueryClient) {
  return infiniteQueryOptions({
    queryKey: listingsQueryKey(relays),
    initialPageParam: undefined as PageCursor | undefined,
    getNextPageParam: (lastPage: ListingPage) => nextCursor(lastPage),
    // What the boot-time load already has (usually the local cache on a repeat visit): the grid's first
    // render shows it. Dated 0, so the query still fetches (revalidates) on mount.
    initialData: () => {
      const snapshot = peekPrefetchedFirstPage(relays);
      return snapshot === undefined ? undefined : provisional(snapshot);
    },
    initialDataUpdatedAt: 0,
    queryFn: ({ pageParam, signal }) =>
      pageParam === undefined ? loadFirstPage(relays, client, signal) : fetchListingPage({ relays, cursor: pageParam, signal }),
  });
}
