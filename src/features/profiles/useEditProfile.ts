import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';

import { KIND } from '@/config/constants';
import { ownListRelays, readOwnList, useNetwork, useReadRelays } from '@/features/network/public';
import { PublishError, usePublish, type RelayPublishResult } from '@/features/publishing/public';
import { eventStore } from '@/features/relay/public';
import { toast } from '@/lib/toast-store';
import { newestOfKindFilter } from '@/nostr/account-filters';
import type { NostrEvent } from '@/nostr/event';
import { editableBase, ListNotLoadedError } from '@/nostr/own-list-read';

import { storeProfile } from './profile-cache';
import { profileEditTemplate, type ProfileFormValues } from './profile-edit';
import { newestProfile, profileQueryKey, type Profile } from './profile-query';

export const EDIT_PROFILE_MESSAGES = {
  readFailed: 'Your current profile could not be read from your relays. To keep what other apps saved in it, it can be edited only once it can be read.',
  rereadFailed: 'Your current profile could not be read again from all your relays just before saving, so nothing was published. Your changes are still here: try again.',
  publishFailed: (reason: string) => `Your profile was not published: ${reason}`,
  saved: 'Profile updated',
  savedDescription: (accepted: number, total: number) => `Published to ${accepted} of ${total} ${total === 1 ? 'relay' : 'relays'}.`,
} as const;

/**
 * The newest kind 0 of `pubkey` on `relays` (every one of them answered), null when none holds one. Throws
 * ListNotLoadedError when a relay did not answer: it may hold the profile, and publishing would overwrite
 * it blindly (docs/architecture.md §16).
 */
async function readOwnProfile(relays: readonly string[], pubkey: string, signal?: AbortSignal): Promise<Profile | null> {
  const isOwnProfile = (event: NostrEvent) => event.kind === KIND.profile && event.pubkey === pubkey;
  const read = await readOwnList(relays, newestOfKindFilter(KIND.profile, pubkey), isOwnProfile, signal ? { signal } : {});
  const base = editableBase(read);
  if (base === undefined) throw new ListNotLoadedError('Your profile', read.state === 'unknown' ? read.missing : []);
  return base === null ? null : (newestProfile([base], pubkey) ?? null);
}

function newer(a: Profile | null, b: Profile | null): Profile | null {
  if (a === null) return b;
  if (b === null) return a;
  return eventStore.current([a, b], (profile) => profile.event)[0] ?? a;
}

/**
 * docs/product.md §2 Edit Profile: the user's current profile read fresh when the dialog opens (never a
 * cached copy), and `save`, which reads it once more, merges the changes into the newest version (other
 * clients' fields kept, cleared fields removed), publishes it through usePublish and puts it into every
 * cached profile query, so the header and menu show it at once. A failure leaves the form as typed.
 */
export function useEditProfile(pubkey: string) {
  const network = useNetwork();
  const relays = ownListRelays(network);
  const { key: readKey } = useReadRelays();
  const client = useQueryClient();
  const publish = usePublish();
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<string>();

  const current = useQuery({
    queryKey: ['own-profile', relays.join(' '), pubkey] as const,
    queryFn: ({ signal }) => readOwnProfile(relays, pubkey, signal),
    staleTime: 0,
    gcTime: 0,
    retry: false,
    refetchOnMount: 'always',
  });

  const save = async (values: ProfileFormValues, initial: ProfileFormValues): Promise<RelayPublishResult[] | undefined> => {
    setSaving(true);
    setSaveError(undefined);
    try {
      let latest: Profile | null;
      try {
        latest = newer(current.data ?? null, await readOwnProfile(relays, pubkey));
      } catch (error) {
        console.warn('[profiles] Could not re-read the profile before publishing.', error);
        setSaveError(EDIT_PROFILE_MESSAGES.rereadFailed);
        return undefined;
      }
      const template = profileEditTemplate(latest?.event, values, initial, Math.floor(Date.now() / 1000));
      const { event, results } = await publish.mutateAsync(template);
      const profile = storeProfile(client, event);
      client.setQueryData(profileQueryKey(readKey, pubkey), profile);
      const accepted = results.filter((result) => result.ok).length;
      toast({ title: EDIT_PROFILE_MESSAGES.saved, description: EDIT_PROFILE_MESSAGES.savedDescription(accepted, results.length), variant: 'success' });
      return results;
    } catch (error) {
      console.warn('[profiles] Publishing the profile failed.', error);
      const reason = error instanceof PublishError || error instanceof Error ? error.message : String(error);
      setSaveError(EDIT_PROFILE_MESSAGES.publishFailed(reason));
      return undefined;
    } finally {
      setSaving(false);
    }
  };

  return { current, save, saving, saveError };
}
