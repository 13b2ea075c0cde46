import { lazy, Suspense, useMemo, useState, type ReactNode } from 'react';

import { AccountDialogsContext } from '../account-dialogs-context';

// The dialogs (forms, key handling, NIP-46) load on first use: a visitor who only browses never needs them.
const LoginDialog = lazy(() => import('./login/LoginDialog').then((module) => ({ default: module.LoginDialog })));
const SignupDialog = lazy(() => import('./signup/SignupDialog').then((module) => ({ default: module.SignupDialog })));

type OpenDialog = 'login' | 'signup' | null;

/** Mounts the login and signup dialogs once for the whole app and lets any component open them. */
export function AccountDialogsProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState<OpenDialog>(null);
  // Mounted from the first opening on, so closing still plays the dialog's exit animation.
  const [opened, setOpened] = useState<ReadonlySet<OpenDialog>>(() => new Set());
  if (open !== null && !opened.has(open)) setOpened(new Set([...opened, open]));
  const dialogs = useMemo(() => ({ openLogin: () => setOpen('login'), openSignup: () => setOpen('signup') }), []);
  const closeIf = (dialog: OpenDialog) => (isOpen: boolean) => {
    if (!isOpen) setOpen((current) => (current === dialog ? null : current));
  };

  return (
    <AccountDialogsContext.Provider value={dialogs}>
      {children}
      {opened.has('login') && (
        <Suspense fallback={null}>
          <LoginDialog open={open === 'login'} onOpenChange={closeIf('login')} onSignup={dialogs.openSignup} />
        </Suspense>
      )}
      {opened.has('signup') && (
        <Suspense fallback={null}>
          <SignupDialog open={open === 'signup'} onOpenChange={closeIf('signup')} />
        </Suspense>
      )}
    </AccountDialogsContext.Provider>
  );
}
