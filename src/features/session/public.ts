/**
 * What the rest of the app may use of the session feature (docs/architecture.md §4): who is
 * signed in. Only the accounts feature provides the context.
 */
export { CurrentUserContext, type CurrentUser } from './current-user-context';
export { useCurrentUser } from './useCurrentUser';
