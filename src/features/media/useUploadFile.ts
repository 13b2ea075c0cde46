import { useMutation } from '@tanstack/react-query';

import { BLOSSOM_SERVERS } from '@/config/media';
import { useCurrentUser } from '@/features/session/public';

import { uploadToBlossom, type UploadTags } from './blossom-upload';

export const NOT_LOGGED_IN_UPLOAD = 'Must be logged in to upload files';

/**
 * Uploads a file to the configured Blossom server(s), authorized by the current user's signer (docs/product.md §7
 * File upload). `mutateAsync(file)` resolves to tags whose first entry is `['url', <url>]`; it rejects with
 * 'Must be logged in to upload files' when signed out.
 */
export function useUploadFile() {
  const { user } = useCurrentUser();
  return useMutation<UploadTags, Error, File>({
    mutationFn: async (file) => {
      if (!user) throw new Error(NOT_LOGGED_IN_UPLOAD);
      return uploadToBlossom(file, { servers: BLOSSOM_SERVERS, signer: user.signer });
    },
  });
}
