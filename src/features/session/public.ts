/**
 * What the rest of the app may use of the session feature (docs/architecture.md §4): who is
 * signed in, and what their signer can do. Only the accounts feature provides the context and notes the
 * signers' details.
 */
export { CurrentUserContext, type CurrentUser } from './current-user-context';
export { useCurrentUser } from './useCurrentUser';
export { isNip44Unsupported, legacyNip04, NIP44_MISSING, Nip44Unsupported, requireNip44 } from './nip44-support';
export { localNsecOf, noteSignerDetails, remoteSignerRelaysOf } from './signer-details';
export { storedAccount, storedLogins } from './stored-logins';
