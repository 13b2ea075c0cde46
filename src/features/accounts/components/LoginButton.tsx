import { LogInIcon } from 'lucide-react';

import { Button, type ButtonProps } from '@/components/ui/button';

import { useLoginDialog } from '../useLoginDialog';

/** A button that opens the login dialog; for sign-in prompts anywhere in the app. */
export function LoginButton({ children = 'Log in', ...props }: Omit<ButtonProps, 'onClick'>) {
  const { openLogin } = useLoginDialog();
  return (
    <Button onClick={openLogin} {...props}>
      <LogInIcon aria-hidden="true" />
      {children}
    </Button>
  );
}
