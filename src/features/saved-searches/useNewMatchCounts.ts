import { useQuery } from '@tanstack/react-query';

import { useReadRelays } from '@/features/network/public';
import { usePrivateList } from '@/features/private-lists/public';

import { countNewMatches } from './new-matches';
import { savedSearchesStore } from './saved-searches-store';

/** "N new" of every saved search, from the read relays; asked again whenever a screen using it mounts. */
export function useNewMatchCounts({ enabled = true }: { enabled?: boolean } = {}) {
  const source = useReadRelays();
  const state = usePrivateList(savedSearchesStore);
  const searches = state.value.searches;
  const signature = searches.map((search) => `${search.id}@${search.lastOpenedAt}:${search.params}`).join(' ');
  const query = useQuery({
    queryKey: ['saved-search-new-matches', source.key, signature],
    enabled: enabled && state.status === 'ready' && searches.length > 0,
    queryFn: ({ signal }) => countNewMatches(source, searches, signal),
    placeholderData: (previous) => previous,
    refetchOnMount: 'always',
  });
  const anyNew = searches.some((search) => (query.data?.get(search.id) ?? 0) > 0);
  return { state, searches, counts: query.data, query, anyNew };
}
