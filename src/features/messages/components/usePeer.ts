import { useProfile } from '@/features/profiles/public';
import { displayName } from '@/nostr/profile';

/** Name (the profile's, else the fallback name) and picture of the other person in a conversation. */
export function usePeer(pubkey: string): { name: string; picture: string | undefined } {
  const { data: profile } = useProfile(pubkey, { outbox: true });
  return { name: displayName(profile?.metadata, pubkey), picture: profile?.metadata.picture };
}
