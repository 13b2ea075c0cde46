import type { NUser } from '@nostrify/react/login';
import { createContext } from 'react';

export interface CurrentUser {
  /** The active account (the first login), or undefined when signed out. */
  user: NUser | undefined;
  /** Every logged-in account, the active one first. */
  users: NUser[];
}

/**
 * Who is signed in on this page. The accounts feature fills it (it owns the stored logins and turns them into
 * signers); publishing, media uploads and the rest only read it, so they need not import accounts and
 * accounts may use them in its signup flow without a cycle (docs/architecture.md §4).
 */
export const CurrentUserContext = createContext<CurrentUser | undefined>(undefined);
