import { CornerDownRightIcon } from 'lucide-react';

import { useProfile } from '@/features/profiles/public';
import { displayName } from '@/nostr/profile';

/** Context for a reply shown flattened beyond the maximum depth, where indentation no longer tells. */
export function ReplyingTo({ pubkey }: { pubkey: string }) {
  const { data: profile } = useProfile(pubkey);
  return (
    <p className="mt-1 flex items-center gap-1 text-xs text-muted-foreground">
      <CornerDownRightIcon aria-hidden="true" className="size-3" />
      Replying to <span className="truncate font-medium">{displayName(profile?.metadata, pubkey)}</span>
    </p>
  );
}
