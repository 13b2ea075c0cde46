import { useCallback } from 'react';

import { BLOSSOM_SERVERS } from '@/config/media';
import { ownListRelays, readOwnList, useNetwork } from '@/features/network/public';
import { usePublish } from '@/features/publishing/public';
import { useCurrentUser } from '@/features/session/public';
import type { ImageMeta } from '@/nostr/imeta';

import { ensureBlossomServerList } from './ensure-server-list';
import { uploadPhoto, type PhotoProgress } from './upload-photo';
import { NOT_LOGGED_IN_UPLOAD } from './useUploadFile';

export type UploadListingPhoto = (file: File, options: { signal?: AbortSignal; onProgress?: (progress: PhotoProgress) => void }) => Promise<ImageMeta>;

/**
 * The listing form's photo upload (docs/product.md §4 Photos): resize, upload photo and thumbnail with
 * progress, and after the seller's first upload make sure they have a kind-10063 server list.
 */
export function usePhotoUploader(): UploadListingPhoto {
  const { user } = useCurrentUser();
  const network = useNetwork();
  const { mutateAsync: publish } = usePublish();
  return useCallback<UploadListingPhoto>(
    async (file, options) => {
      if (!user) throw new Error(NOT_LOGGED_IN_UPLOAD);
      const photo = await uploadPhoto(file, { ...options, servers: BLOSSOM_SERVERS, signer: user.signer });
      const relays = ownListRelays(network);
      void ensureBlossomServerList({ pubkey: user.pubkey, servers: BLOSSOM_SERVERS, read: (filter, accept) => readOwnList(relays, filter, accept), publish });
      return photo;
    },
    [user, network, publish],
  );
}
