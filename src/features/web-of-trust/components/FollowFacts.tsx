import { UserCheckIcon } from 'lucide-react';

import { followedByLabel } from '@/nostr/network-reports';

import { useWebOfTrust } from '../useWebOfTrust';
import { FollowerAvatars } from './FollowerAvatars';

/**
 * "You follow this seller" and "Followed by N people you follow" with their faces (docs/product.md §2 Web of
 * trust), on a seller card and a profile. Nothing signed out, on one's own, or when neither holds.
 */
export function FollowFacts({ pubkey }: { pubkey: string }) {
  const { self, follows, trust } = useWebOfTrust();
  if (self === undefined || self === pubkey) return null;
  const followed = follows.has(pubkey);
  const followers = trust?.followedBy(pubkey) ?? [];
  if (!followed && followers.length === 0) return null;
  return (
    <div className="space-y-2 text-sm" data-testid="follow-facts">
      {followed && (
        <p className="flex items-center gap-1.5 font-medium text-foreground">
          <UserCheckIcon className="size-4 shrink-0 text-primary" aria-hidden="true" />
          You follow this seller
        </p>
      )}
      {followers.length > 0 && (
        <div className="flex flex-wrap items-center gap-2">
          <FollowerAvatars pubkeys={followers} label="People you follow who follow them" />
          <p className="text-muted-foreground">{followedByLabel(followers.length)}</p>
        </div>
      )}
    </div>
  );
}
