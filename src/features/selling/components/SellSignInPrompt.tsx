import { TagIcon } from 'lucide-react';

import { SignInPrompt } from '@/features/accounts/public';

/**
 * What a signed-out visitor sees on the 'Sell Your Car' tab and at `/sell` (docs/product.md §2 Home: sell tab):
 * why the form is not there and both ways to get it; once logged in, the form takes its place.
 */
export function SellSignInPrompt() {
  return (
    <SignInPrompt
      title="Log in or sign up to sell your car"
      description="Your listing is signed with your key: log in, or create a free account in a minute, to publish your car to the network."
      icon={<TagIcon className="size-6" aria-hidden="true" />}
    />
  );
}
