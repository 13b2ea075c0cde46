import { useProfile } from '@/features/profiles/public';
import { displayName } from '@/nostr/profile';

/** An account's name (profile name or the deterministic fallback) and picture, from its kind-0 profile. */
export function useAccountDisplay(pubkey: string): { name: string; picture?: string } {
  const { data } = useProfile(pubkey);
  return { name: displayName(data?.metadata, pubkey), picture: data?.metadata.picture };
}
