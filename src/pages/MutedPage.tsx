import { BellOffIcon } from 'lucide-react';

import { SignInPrompt } from '@/features/accounts/public';
import { MutedScreen } from '@/features/mutes/public';
import { useCurrentUser } from '@/features/session/public';
import { usePageTitle } from '@/lib/usePageTitle';

/** `/muted`: the people, words and hashtags the user mutes (docs/product.md §2 Mute). */
export function MutedPage() {
  usePageTitle('Muted');
  const { user } = useCurrentUser();
  return (
    <div className="mx-auto max-w-3xl px-4 py-6 sm:px-6 sm:py-10">
      {user === undefined ? (
        <SignInPrompt
          title="Sign in to see whom you muted"
          description="Mutes are kept with your account, on your relays."
          icon={<BellOffIcon className="size-6" aria-hidden="true" />}
        />
      ) : (
        <MutedScreen key={user.pubkey} />
      )}
    </div>
  );
}
