import { useContext } from 'react';

import { CurrentUserContext, type CurrentUser } from './current-user-context';

/** The signed-in user and its signer; the way for any feature to ask "who is signing?". */
export function useCurrentUser(): CurrentUser {
  const current = useContext(CurrentUserContext);
  if (!current) throw new Error('useCurrentUser must be used within AccountsProvider');
  return current;
}
