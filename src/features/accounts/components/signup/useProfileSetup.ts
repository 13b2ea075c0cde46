import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';

import { AVATAR_MAX_BYTES } from '@/config/constants';
import { useUploadFile } from '@/features/media/public';
import { type Profile, profileQueryKey } from '@/features/profiles/public';
import { usePublish } from '@/features/publishing/public';
import { useReadRelays } from '@/features/network/public';
import { safeUrl } from '@/lib/safe-url';
import { parseProfileContent } from '@/nostr/profile';
import { toast } from '@/lib/toast-store';

import { SIGNUP_TOASTS } from '../../login-messages';
import { buildProfileTemplate } from '../../profile-template';
import type { SignupFlow } from './useSignupFlow';

export const INVALID_PICTURE_URL = 'Enter an image URL starting with https:// or http://';

/** docs/product.md §5 Avatar: an image MIME type and at most 5 MB; the toast to show otherwise. */
export function avatarProblem(file: Pick<File, 'type' | 'size'>) {
  if (!file.type.startsWith('image/')) return SIGNUP_TOASTS.avatarWrongType;
  if (file.size > AVATAR_MAX_BYTES) return SIGNUP_TOASTS.avatarTooLarge;
  return null;
}

/** The profile step's two busy states: publishing the kind 0 and uploading the avatar (docs/product.md §4). */
export function useProfileSetup(flow: SignupFlow) {
  const publish = usePublish();
  const queryClient = useQueryClient();
  const { key } = useReadRelays();
  const upload = useUploadFile();
  const [publishing, setPublishing] = useState(false);
  const [pictureError, setPictureError] = useState<string>();

  const uploadAvatar = async (file: File) => {
    const problem = avatarProblem(file);
    if (problem) {
      toast({ ...problem, variant: 'destructive' });
      return;
    }
    try {
      const [[, url]] = await upload.mutateAsync(file);
      flow.setProfile((current) => ({ ...current, picture: url }));
      setPictureError(undefined);
      toast({ ...SIGNUP_TOASTS.avatarUploaded, variant: 'success' });
    } catch (error) {
      console.warn('[signup] Avatar upload failed.', error);
      toast({ ...SIGNUP_TOASTS.avatarFailed, variant: 'destructive' });
    }
  };

  const createProfile = async () => {
    const picture = flow.profile.picture.trim();
    if (picture !== '' && safeUrl(picture) === undefined) {
      setPictureError(INVALID_PICTURE_URL);
      return;
    }
    setPictureError(undefined);
    const template = buildProfileTemplate(flow.profile, Date.now());
    if (template) {
      setPublishing(true);
      try {
        const { event } = await publish.mutateAsync(template);
        // The account menu shows the new name at once instead of the cached 'No event found'.
        const profile: Profile = { pubkey: event.pubkey, event, metadata: parseProfileContent(event.content) };
        queryClient.setQueryData(profileQueryKey(key, event.pubkey), profile);
        toast({ ...SIGNUP_TOASTS.profileCreated, variant: 'success' });
      } catch (error) {
        console.warn('[signup] Publishing the profile failed.', error);
        // The account exists either way, so the flow still finishes (docs/product.md §8).
        toast({ ...SIGNUP_TOASTS.profileFailed, variant: 'destructive' });
      } finally {
        setPublishing(false);
      }
    }
    await flow.finish();
  };

  return { publishing, uploading: upload.isPending, pictureError, uploadAvatar, createProfile };
}
