import { UserCheckIcon, UserPlusIcon } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';

import { Button } from '@/components/ui/button';
import { useCurrentUser } from '@/features/session/public';
import { cn } from '@/lib/utils';

import { useFollowEdit } from '../useFollowEdit';
import { useOwnContactList } from '../useOwnContactList';

const SignInToFollowDialog = lazy(() => import('./SignInToFollowDialog').then((module) => ({ default: module.SignInToFollowDialog })));

interface FollowButtonProps {
  pubkey: string;
  className?: string;
}

/**
 * 'Follow' / 'Unfollow' (docs/product.md §2 Web of trust). Never on one's own profile or listing; signed out
 * it asks to log in. A refused edit (a relay did not answer, nothing published) says why under the button.
 */
export function FollowButton({ pubkey, className }: FollowButtonProps) {
  const { user } = useCurrentUser();
  const { followSet, loaded } = useOwnContactList();
  const edit = useFollowEdit();
  const [signInOpen, setSignInOpen] = useState(false);
  if (user?.pubkey === pubkey) return null;

  const following = followSet.has(pubkey);
  const press = () => {
    if (user === undefined) {
      setSignInOpen(true);
      return;
    }
    edit.mutate(following ? { type: 'unfollow', pubkey } : { type: 'follow', follow: { pubkey } });
  };
  return (
    <div className={cn('flex flex-col gap-1', className)}>
      <Button
        variant={following ? 'outline' : 'secondary'}
        size="sm"
        onClick={press}
        disabled={edit.isPending || (user !== undefined && (!loaded || !edit.ready))}
        aria-busy={edit.isPending}
      >
        {following ? <UserCheckIcon aria-hidden="true" /> : <UserPlusIcon aria-hidden="true" />}
        {following ? 'Unfollow' : 'Follow'}
      </Button>
      {edit.isError && (
        <p role="alert" className="max-w-xs text-xs text-destructive">
          {edit.error.message}
        </p>
      )}
      {signInOpen && (
        <Suspense fallback={null}>
          <SignInToFollowDialog open={signInOpen} onOpenChange={setSignInOpen} />
        </Suspense>
      )}
    </div>
  );
}
