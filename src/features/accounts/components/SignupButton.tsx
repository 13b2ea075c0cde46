import { UserPlusIcon } from 'lucide-react';

import { Button, type ButtonProps } from '@/components/ui/button';

import { useLoginDialog } from '../useLoginDialog';

/** A button that opens the signup dialog, beside 'Log in' in sign-in prompts (docs/product.md §2 Signup dialog). */
export function SignupButton({ children = 'Sign up', ...props }: Omit<ButtonProps, 'onClick'>) {
  const { openSignup } = useLoginDialog();
  return (
    <Button onClick={openSignup} {...props}>
      <UserPlusIcon aria-hidden="true" />
      {children}
    </Button>
  );
}
