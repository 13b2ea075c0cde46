import { useQuery } from '@tanstack/react-query';

import { relayPolicyFor } from '@/nostr/relay-list';

import { verifyNip05 } from './nip05';

/** The check's cache key: the build seeds it for its sample profile, which no domain confirms. */
export function nip05QueryKey(address: string | undefined, pubkey: string) {
  return ['nip05', address ?? '', pubkey] as const;
}

/**
 * Whether `address` (a profile's `nip05`) is confirmed by its domain for `pubkey`. `data` is true only after
 * a successful lookup that names the key; false (or undefined while checking) otherwise. Looked up once per
 * address and key for the session: the answer rarely changes, and a failure is not retried.
 */
export function useNip05Verification(address: string | undefined, pubkey: string) {
  return useQuery({
    queryKey: nip05QueryKey(address, pubkey),
    enabled: address !== undefined && address !== '' && pubkey !== '',
    staleTime: Infinity,
    retry: false,
    queryFn: ({ signal }) => verifyNip05(address ?? '', pubkey, { policy: relayPolicyFor(globalThis.location), signal }),
  });
}
