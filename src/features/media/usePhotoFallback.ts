import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';

import { KIND, TIMEOUTS } from '@/config/constants';
import { BLOSSOM_SERVERS } from '@/config/media';
import { useReadRelays } from '@/features/network/public';
import { parseBlossomServerList } from '@/nostr/blossom-servers';

import { fallbackCandidates, type KnownImage } from './photo-fallback';

interface FallbackState {
  /** Which images the state is for; new images start over. */
  key: string;
  /** undefined: still on the known URL; otherwise the candidates after the first failure. */
  candidates: string[] | undefined;
  index: number;
  /** Looking up the seller's servers after the first failure. */
  resolving: boolean;
}

export interface PhotoFallback {
  /** The URL to show now; undefined while the seller's servers are looked up or when nothing is left. */
  src: string | undefined;
  /** True once the known URL failed: the caller drops its `srcset`. */
  fellBack: boolean;
  /** Every candidate failed: show "Photo unavailable". */
  unavailable: boolean;
  onError: () => void;
}

/**
 * A photo that survives its server going away (docs/product.md §4 Photos): shows the first known URL, and
 * when it fails looks up the seller's kind-10063 server list once (cached per seller) and tries the same
 * hash there and on the configured servers, one after another, before giving up.
 */
export function usePhotoFallback(images: readonly KnownImage[], pubkey: string | undefined): PhotoFallback {
  const queryClient = useQueryClient();
  const source = useReadRelays();
  const key = images.map((image) => image.url).join(' ');
  const [state, setState] = useState<FallbackState>({ key, candidates: undefined, index: 0, resolving: false });
  const current = state.key === key ? state : { key, candidates: undefined, index: 0, resolving: false };
  if (current !== state) setState(current);

  const resolve = async () => {
    let sellerServers: string[] = [];
    if (pubkey !== undefined) {
      try {
        sellerServers = await queryClient.fetchQuery({
          queryKey: ['blossom-servers', pubkey, source.key],
          staleTime: Infinity,
          queryFn: async ({ signal }) => {
            const events = await source.query([{ kinds: [KIND.blossomServers], authors: [pubkey], limit: 1 }], {
              signal,
              timeoutMs: TIMEOUTS.profileFetch * 2,
            });
            const newest = events.filter((event) => event.pubkey === pubkey).toSorted((a, b) => b.created_at - a.created_at)[0];
            return newest ? parseBlossomServerList(newest) : [];
          },
        });
      } catch (error) {
        console.warn('[media] Could not read the seller’s Blossom servers.', error);
      }
    }
    // The first known URL has failed already: start after it.
    const candidates = fallbackCandidates(images, sellerServers, BLOSSOM_SERVERS).slice(1);
    setState((previous) => (previous.key === key ? { key, candidates, index: 0, resolving: false } : previous));
  };

  const onError = () => {
    if (current.resolving) return;
    if (current.candidates === undefined) {
      setState({ ...current, resolving: true });
      void resolve();
    } else {
      setState({ ...current, index: current.index + 1 });
    }
  };

  if (current.candidates === undefined) {
    return { src: current.resolving ? undefined : images[0]?.url, fellBack: current.resolving, unavailable: images.length === 0, onError };
  }
  const src = current.candidates[current.index];
  return { src, fellBack: true, unavailable: src === undefined, onError };
}
