import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';

import { KIND } from '@/config/constants';
import { CACHE_CAPACITY, listingCache, readListings, validListings } from '@/features/listings/public';
import { useReadRelays } from '@/features/network/public';
import { eventStore, useStoreVersion } from '@/features/relay/public';
import type { CarListing } from '@/nostr/listing';
import { findPhotoReuse, listingPhotoHashes, photoHashFilter, type PhotoReuse } from '@/nostr/photo-reuse';

/** How long a relay's answer about a photo stays good: a copy published meanwhile shows on the next visit. */
const RELAY_ANSWER_STALE_MS = 5 * 60_000;

export interface PhotoReuseCheck {
  reuse: PhotoReuse<CarListing> | undefined;
  /** True once the loaded listings, the local cache and the relays (or their failure) have all been asked. */
  checked: boolean;
}

/** The listings among `listings` that show one of `hashes`: the few worth keeping from a large set. */
function sharingPhotos(listings: readonly CarListing[], hashes: ReadonlySet<string>): CarListing[] {
  return listings.filter((candidate) => listingPhotoHashes(candidate).some((hash) => hashes.has(hash)));
}

/** Every car listing this page has read (the grid, comparables, profiles…) and the local cache of each read relay. */
async function localListings(relays: readonly string[]): Promise<CarListing[]> {
  const loaded = validListings(eventStore.query([{ kinds: [KIND.listing] }]));
  const cached = await Promise.all(relays.map((relay) => listingCache().readNewest(relay, CACHE_CAPACITY)));
  return [...loaded, ...cached.flat()];
}

const NO_CANDIDATES: readonly CarListing[] = [];

/** A query that has answered, either way. */
function settled(query: { isSuccess: boolean; isError: boolean }): boolean {
  return query.isSuccess || query.isError;
}

/**
 * docs/product.md §2 Photo reuse for one listing: its photo hashes compared with every loaded listing and the
 * local cache first, then with what the read relays return for a `#x` request for the hashes, sent once the
 * detail page shows (this hook lives in its deferred part). A failed request leaves the local answer.
 * Candidates pass the event store (deleted and muted listings do not count) and findPhotoReuse checks each
 * one's hashes itself, so a relay that ignores the filter cannot cause a false flag.
 */
export function usePhotoReuse(listing: CarListing): PhotoReuseCheck {
  const source = useReadRelays();
  const hashes = useMemo(() => listingPhotoHashes(listing), [listing]);
  const hashSet = useMemo(() => new Set(hashes), [hashes]);
  const enabled = hashes.length > 0;
  const hashesKey = hashes.join(',');

  const local = useQuery({
    queryKey: ['photo-reuse', 'local', source.key, hashesKey],
    enabled,
    queryFn: async () => sharingPhotos(await localListings(source.relays), hashSet),
  });
  const remote = useQuery({
    queryKey: ['photo-reuse', 'relays', source.key, hashesKey],
    enabled,
    staleTime: RELAY_ANSWER_STALE_MS,
    retry: false,
    queryFn: async ({ signal }) => sharingPhotos((await readListings(source, [photoHashFilter(hashes)], { signal })).listings, hashSet),
  });

  const storeVersion = useStoreVersion();
  const localCandidates = local.data ?? NO_CANDIDATES;
  const remoteCandidates = remote.data ?? NO_CANDIDATES;
  const reuse = useMemo(() => {
    if (storeVersion < 0) return undefined;
    const candidates = eventStore.current([...localCandidates, ...remoteCandidates], (candidate) => candidate.event);
    return findPhotoReuse(listing, candidates);
  }, [storeVersion, listing, localCandidates, remoteCandidates]);

  return { reuse, checked: !enabled || (settled(local) && settled(remote)) };
}
