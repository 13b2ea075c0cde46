import { useContext } from 'react';

import { AccountDialogsContext, type AccountDialogs } from './account-dialogs-context';

/** Opens the login or the signup dialog from anywhere below AccountDialogsProvider. */
export function useLoginDialog(): AccountDialogs {
  const context = useContext(AccountDialogsContext);
  if (!context) throw new Error('useLoginDialog must be used within an AccountDialogsProvider');
  return context;
}
