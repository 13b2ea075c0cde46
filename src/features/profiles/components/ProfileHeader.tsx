import { PencilIcon } from 'lucide-react';
import { useState, type ReactNode } from 'react';

import { Button } from '@/components/ui/button';
import { useCurrentUser } from '@/features/session/public';

import { useProfile } from '../useProfile';
import { EditProfileDialog } from './EditProfileDialog';
import { ProfileHeaderView } from './ProfileHeaderView';

export interface ProfileHeaderProps {
  /** Hex key of the person. */
  pubkey: string;
  /** Relay hints of the link (an `nprofile`'s). */
  hints?: readonly string[];
  /** What the network can prove about the person (docs/product.md §2 Seller facts): composed by the page. */
  facts?: ReactNode;
  /** What the page offers about this person beside the picture ('Report'): composed by the page, not this feature. */
  actions?: ReactNode;
}

/**
 * docs/product.md §2 Profile page, the person: the profile read for `pubkey` (on the read relays, the link's
 * hints, and the person's own write relays when those lack it) in ProfileHeaderView, with 'Edit Profile' and
 * its dialog on one's own profile.
 */
export function ProfileHeader({ pubkey, hints, facts, actions }: ProfileHeaderProps) {
  const { data: profile } = useProfile(pubkey, { outbox: true, hints });
  const { user } = useCurrentUser();
  const [editing, setEditing] = useState(false);
  const own = user?.pubkey === pubkey;
  return (
    <ProfileHeaderView
      pubkey={pubkey}
      metadata={profile?.metadata}
      facts={facts}
      actions={
        <>
          {actions}
          {own && (
            <Button variant="outline" size="sm" onClick={() => setEditing(true)}>
              <PencilIcon aria-hidden="true" />
              Edit Profile
            </Button>
          )}
        </>
      }
    >
      {own && <EditProfileDialog pubkey={pubkey} open={editing} onOpenChange={setEditing} />}
    </ProfileHeaderView>
  );
}
