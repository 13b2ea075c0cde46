import { useMemo, useState, type ReactNode } from 'react';

import { AccountDialogsContext } from '../account-dialogs-context';
import { LoginDialog } from './login/LoginDialog';
import { SignupDialog } from './signup/SignupDialog';

type OpenDialog = 'login' | 'signup' | null;

/** Mounts the login and signup dialogs once for the whole app and lets any component open them. */
export function AccountDialogsProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState<OpenDialog>(null);
  const dialogs = useMemo(() => ({ openLogin: () => setOpen('login'), openSignup: () => setOpen('signup') }), []);
  const closeIf = (dialog: OpenDialog) => (isOpen: boolean) => {
    if (!isOpen) setOpen((current) => (current === dialog ? null : current));
  };

  return (
    <AccountDialogsContext.Provider value={dialogs}>
      {children}
      <LoginDialog open={open === 'login'} onOpenChange={closeIf('login')} onSignup={dialogs.openSignup} />
      <SignupDialog open={open === 'signup'} onOpenChange={closeIf('signup')} />
    </AccountDialogsContext.Provider>
  );
}
