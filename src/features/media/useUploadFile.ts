import { useMutation } from '@tanstack/react-query';

import { BLOSSOM_SERVERS } from '@/config/media';
import { useCurrentUser } from '@/features/session/public';

import type { UploadTags } from './blossom-upload';
import { uploadProfileImage } from './upload-photo';

export const NOT_LOGGED_IN_UPLOAD = 'Must be logged in to upload files';

/**
 * Uploads a profile picture or banner to the configured Blossom server(s), authorized by the current user's
 * signer (docs/product.md §7 File upload), after the photo worker has resized and re-encoded it (no
 * metadata). `mutateAsync(file)` resolves to tags whose first entry is `['url', <url>]`; it rejects with
 * 'Must be logged in to upload files' when signed out.
 */
export function useUploadFile() {
  const { user } = useCurrentUser();
  return useMutation<UploadTags, Error, File>({
    mutationFn: async (file) => {
      if (!user) throw new Error(NOT_LOGGED_IN_UPLOAD);
      return uploadProfileImage(file, { servers: BLOSSOM_SERVERS, signer: user.signer });
    },
  });
}
